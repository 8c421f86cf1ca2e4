import { formatClp, formatQuantity } from "@club/domain";
import { Paper, SimpleGrid, Skeleton, Text } from "@mantine/core";
import { useInventorySummary } from "../api/count-total-items-stock";
import { placeholderKeys } from "../utils/placeholder-keys";

interface Figure {
  label: string;
  value: string;
  alert?: boolean;
}

/** count_total_items_stock at a glance, above the table. */
export function InventorySummary() {
  const { data } = useInventorySummary();
  const figures: Figure[] = data
    ? [
        { label: "Productos", value: formatQuantity(data.total_items) },
        { label: "Unidades", value: formatQuantity(data.total_units) },
        { label: "Valor a costo", value: formatClp(data.stock_buy_value) },
        { label: "Valor a venta", value: formatClp(data.stock_sell_value) },
        {
          label: "En stock crítico",
          value: formatQuantity(data.critical_items),
          alert: data.critical_items > 0,
        },
      ]
    : [];
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: 5 }}
      spacing={{ base: "xs", sm: "md" }}
      component="section"
      aria-label="Resumen del inventario"
    >
      {data
        ? figures.map((figure) => (
            <Paper key={figure.label} withBorder radius="md" p={{ base: "xs", sm: "sm" }}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {figure.label}
              </Text>
              <Text fz={{ base: "lg", sm: "xl" }} fw={700} c={figure.alert ? "red" : undefined}>
                {figure.value}
              </Text>
            </Paper>
          ))
        : placeholderKeys(5).map((key) => <Skeleton key={key} h={62} radius="md" />)}
    </SimpleGrid>
  );
}
