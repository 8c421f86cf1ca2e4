import { DonutChart } from "@mantine/charts";
import { ColorSwatch, Group, Stack, Table } from "@mantine/core";
import { formatCount } from "../utils/stats-labels";

export type CountRow = { key: string; label: string; count: number; color: string; detail?: string };

/** Parts of a whole (channels, players, cancellations by who) as a donut and a table. */
export function CountChart({ rows, caption }: { rows: readonly CountRow[]; caption: string }) {
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  return (
    <Group align="center" gap="lg" wrap="wrap">
      {total > 0 && (
        <DonutChart
          size={140}
          thickness={24}
          data={rows
            .filter((r) => r.count > 0)
            .map((r) => ({ name: r.label, value: r.count, color: r.color }))}
          withTooltip
          tooltipDataSource="segment"
          valueFormatter={formatCount}
          role="img"
          aria-label={caption}
        />
      )}
      <Stack flex={1} miw={220}>
        <Table withTableBorder fz="sm">
          <Table.Caption>{caption}</Table.Caption>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.key}>
                <Table.Th scope="row">
                  <Group gap={6} wrap="nowrap">
                    <ColorSwatch
                      color={`var(--mantine-color-${r.color.replace(".", "-")})`}
                      size={10}
                      aria-hidden
                    />
                    {r.label}
                  </Group>
                </Table.Th>
                <Table.Td ta="right">{formatCount(r.count)}</Table.Td>
                {rows.some((x) => x.detail) && <Table.Td ta="right">{r.detail ?? ""}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Group>
  );
}
