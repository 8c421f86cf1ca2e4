import type { Pagination as PageInfo } from "@club/contract";
import { PAGINATION_RADIUS } from "@club/domain";
import { Group, Pagination, Text, useMatches } from "@mantine/core";

const CONTROL_LABELS = {
  first: "Primera página",
  last: "Última página",
  next: "Página siguiente",
  previous: "Página anterior",
} as const;

/** "11–20 de 57" and the page buttons (the spec's window of 2 pages each side). */
export function ListPagination({
  info,
  onChange,
}: {
  info: PageInfo | undefined;
  onChange: (page: number) => void;
}) {
  // Phones keep one page each side, so the row fits 390 px.
  const siblings = useMatches({ base: 1, sm: PAGINATION_RADIUS });
  if (!info || info.total === 0) return null;
  const first = (info.page - 1) * info.pageSize + 1;
  const last = Math.min(info.page * info.pageSize, info.total);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed">
        {first}–{last} de {info.total}
      </Text>
      {info.totalPages > 1 && (
        <Pagination
          total={info.totalPages}
          value={Math.min(info.page, info.totalPages)}
          onChange={onChange}
          siblings={siblings}
          gap={4}
          size="sm"
          getControlProps={(control) => ({ "aria-label": CONTROL_LABELS[control] })}
          getItemProps={(page) => ({ "aria-label": `Página ${page}` })}
        />
      )}
    </Group>
  );
}
