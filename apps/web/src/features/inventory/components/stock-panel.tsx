import type { ItemDetail } from "@club/contract";
import { formatQuantity } from "@club/domain";
import { Divider, Paper, Stack, Text, Title } from "@mantine/core";
import { StockAdjustmentForm } from "./stock-adjustment-form";
import { StockFigure } from "./stock-figure";

export function StockPanel({ item }: { item: ItemDetail }) {
  const { item_stock_critical_stock: critical, item_stock_is_critical: isCritical } = item.item_stock;
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="section" aria-label="Stock">
      <Stack gap="md">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Stock actual
          </Text>
          <StockFigure item={item} size="xl" />
          <Text size="sm" c={isCritical ? "red" : "dimmed"}>
            {isCritical ? "En o bajo el stock crítico de " : "Stock crítico: "}
            {formatQuantity(critical, item.item_measurement_unit_short)}
          </Text>
        </div>
        <Divider />
        <Title order={4} fz="md">
          Registrar movimiento
        </Title>
        <StockAdjustmentForm item={item} />
      </Stack>
    </Paper>
  );
}
