import { Button, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A list with nothing to show: why (nothing yet, or nothing matching the filters) and, when filtered, a
 * way to clear them.
 */
export function ListEmptyState({
  icon,
  filtered,
  emptyText,
  filteredText,
  onClear,
}: {
  icon: ReactNode;
  filtered: boolean;
  emptyText: string;
  filteredText: string;
  onClear: () => void;
}) {
  return (
    <Stack align="center" gap="xs" py="xl">
      {icon}
      <Text fw={500}>{filtered ? filteredText : emptyText}</Text>
      {filtered && (
        <Button variant="subtle" onClick={onClear}>
          Quitar filtros
        </Button>
      )}
    </Stack>
  );
}
