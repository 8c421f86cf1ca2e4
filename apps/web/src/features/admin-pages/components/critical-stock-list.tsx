import type { Dashboard } from "@club/contract";
import { formatQuantity } from "@club/domain";
import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

/** The items furthest under their minimum, each a link to its page. */
export function CriticalStockList({ day }: { day: Dashboard | undefined }) {
  const items = day?.critical_stock.items ?? [];
  return (
    <Paper component="section" aria-label="Stock crítico" withBorder radius="md" p={{ base: "sm", sm: "md" }}>
      <Title order={3} size="h4" mb="sm">
        Stock crítico
      </Title>
      {!day ? (
        <Skeleton height={120} />
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          Ningún producto está en su stock mínimo.
        </Text>
      ) : (
        <Stack gap={6}>
          {items.map((item) => (
            <Group key={item.id} justify="space-between" wrap="nowrap" gap="xs">
              <Anchor component={Link} to={`/admin/inventario/${item.id}`} size="sm" truncate>
                {item.item_name}
              </Anchor>
              <Text size="sm" c="red" style={{ whiteSpace: "nowrap", fontVariantNumeric: "tabular-nums" }}>
                {formatQuantity(item.item_stock, item.item_measure_unit_short)} de{" "}
                {formatQuantity(item.item_critical_stock, item.item_measure_unit_short)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
