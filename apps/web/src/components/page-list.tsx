import { Skeleton, Stack, Table } from "@mantine/core";
import type { ReactNode } from "react";

const SKELETON_ROWS = ["a", "b", "c", "d", "e"];

/**
 * One page of a list as a table, with skeleton rows until it arrives; between phone and desktop widths it
 * scrolls sideways in its frame. `right` names the columns of amounts, aligned right.
 */
export function PageTable<T>({
  label,
  columns,
  right,
  minWidth,
  rows,
  loading,
  row,
}: {
  label: string;
  columns: readonly string[];
  right: ReadonlySet<string>;
  minWidth: number;
  rows: readonly T[] | undefined;
  loading: boolean;
  row: (item: T) => ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table highlightOnHover verticalSpacing="xs" aria-label={label} aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} ta={right.has(column) ? "right" : undefined}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows
            ? rows.map(row)
            : SKELETON_ROWS.map((key) => (
                <Table.Tr key={key}>
                  {columns.map((column) => (
                    <Table.Td key={column}>
                      <Skeleton h={14} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The same page on phones: one bordered card per item, skeleton cards until it arrives. `itemKey` tells
 * items apart where their ids alone may not (a list drawn from two tables).
 */
export function PageCards<T extends { id: number }>({
  label,
  items,
  card,
  itemKey = (item) => item.id,
}: {
  label: string;
  items: readonly T[] | undefined;
  card: (item: T) => ReactNode;
  itemKey?: (item: T) => string | number;
}) {
  if (!items) return SKELETON_ROWS.map((key) => <Skeleton key={key} h={72} radius="md" />);
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label={label}>
      {items.map((item) => (
        <Stack
          key={itemKey(item)}
          component="li"
          gap={2}
          p="sm"
          bd="1px solid var(--mantine-color-default-border)"
          style={{ borderRadius: "var(--mantine-radius-md)" }}
        >
          {card(item)}
        </Stack>
      ))}
    </Stack>
  );
}
