import type { BookingOccupancyReport } from "@club/contract";
import { formatClp } from "@club/domain";
import { BarChart } from "@mantine/charts";
import { ScrollArea, SimpleGrid, Table } from "@mantine/core";
import { formatCount, formatHours, formatOccupancy } from "../utils/stats-labels";

type Usage = Pick<
  BookingOccupancyReport["courts"][number],
  "open_minutes" | "booked_minutes" | "blocked_minutes" | "occupancy_percent" | "bookings" | "revenue"
>;
export type UsageRow = Usage & { key: string | number; name: string };

/** Occupancy and money of each row (a court, a price band) as two bar charts and a table. */
export function UsageCharts({ rows, caption }: { rows: readonly UsageRow[]; caption: string }) {
  const data = rows.map((r) => ({ name: r.name, occupancy: r.occupancy_percent ?? 0, revenue: r.revenue }));
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <BarChart
          h={220}
          data={data}
          dataKey="name"
          series={[{ name: "occupancy", label: "Ocupación", color: "blue.6" }]}
          valueFormatter={(v) => formatOccupancy(v)}
          yAxisProps={{ domain: [0, 100] }}
          withLegend
          role="img"
          aria-label={`${caption}: ocupación`}
        />
        <BarChart
          h={220}
          data={data}
          dataKey="name"
          series={[{ name: "revenue", label: "Ingresos", color: "teal.6" }]}
          valueFormatter={(v) => formatClp(v)}
          withLegend
          yAxisProps={{ width: 80 }}
          role="img"
          aria-label={`${caption}: ingresos`}
        />
      </SimpleGrid>
      <ScrollArea
        type="auto"
        offsetScrollbars
        viewportProps={{ tabIndex: 0, role: "region", "aria-label": caption }}
      >
        <Table striped withTableBorder miw={640} fz="sm">
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th ta="right">Abierta</Table.Th>
              <Table.Th ta="right">Reservada</Table.Th>
              <Table.Th ta="right">Bloqueada</Table.Th>
              <Table.Th ta="right">Ocupación</Table.Th>
              <Table.Th ta="right">Reservas</Table.Th>
              <Table.Th ta="right">Ingresos</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.key}>
                <Table.Th scope="row">{r.name}</Table.Th>
                <Table.Td ta="right">{formatHours(r.open_minutes)}</Table.Td>
                <Table.Td ta="right">{formatHours(r.booked_minutes)}</Table.Td>
                <Table.Td ta="right">{formatHours(r.blocked_minutes)}</Table.Td>
                <Table.Td ta="right">{formatOccupancy(r.occupancy_percent)}</Table.Td>
                <Table.Td ta="right">{formatCount(r.bookings)}</Table.Td>
                <Table.Td ta="right">{formatClp(r.revenue)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </>
  );
}
