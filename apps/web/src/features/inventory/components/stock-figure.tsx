import type { Item } from "@club/contract";
import { formatQuantity } from "@club/domain";
import { Badge, Group, Text } from "@mantine/core";

/** An item's stock with its unit, marked "Crítico" at or below its critical level. */
export function StockFigure({ item, size = "sm" }: { item: Item; size?: "sm" | "xl" }) {
  const { item_stock_stock: stock, item_stock_is_critical: critical } = item.item_stock;
  return (
    <Group gap={6} wrap="nowrap">
      <Text
        size={size}
        fw={size === "xl" ? 700 : 500}
        c={critical ? "red" : undefined}
        style={{ whiteSpace: "nowrap" }}
      >
        {formatQuantity(stock, item.item_measurement_unit_short)}
      </Text>
      {critical && (
        <Badge color="red" variant="filled" size={size === "xl" ? "md" : "xs"}>
          Crítico
        </Badge>
      )}
    </Group>
  );
}
