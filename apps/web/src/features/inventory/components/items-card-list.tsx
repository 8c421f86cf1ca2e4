import type { Item } from "@club/contract";
import { formatUnitPrice } from "@club/domain";
import { Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { useNavigate } from "react-router";
import { LazyImage } from "../../../components/lazy-image";
import { itemPath } from "../utils/item-paths";
import { placeholderKeys } from "../utils/placeholder-keys";
import { FavoriteStar } from "./favorite-star";
import { ItemNameLink } from "./item-name-link";
import { StockFigure } from "./stock-figure";

const THUMB = 48;

function ItemCard({ item }: { item: Item }) {
  const navigate = useNavigate();
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="xs"
      aria-label={item.item_name}
      style={{ cursor: "pointer" }}
      onClick={() => navigate(itemPath(item.id))}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <LazyImage src={item.item_image_thumbnail} alt="" width={THUMB} height={THUMB} radius="sm" />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <ItemNameLink item={item} lineClamp={2} />
          <Text size="xs" c="dimmed" truncate>
            {[item.item_brand, item.item_category.item_category_name].filter(Boolean).join(" · ")}
          </Text>
          <Group justify="space-between" gap="xs" mt={2}>
            <Group gap={6} wrap="nowrap" align="baseline">
              <Text size="xs" c="dimmed">
                Stock
              </Text>
              <StockFigure item={item} />
            </Group>
            <Text size="sm" fw={600}>
              {formatUnitPrice(item.item_sell_price, item.item_measurement_unit_short)}
            </Text>
          </Group>
        </Stack>
        <FavoriteStar id={item.id} name={item.item_name} favorite={item.item_favorite} />
      </Group>
    </Paper>
  );
}

/** Phones: one card per item with what matters at the counter (stock and sell price). */
export function ItemsCardList({ items }: { items: Item[] | undefined }) {
  return (
    <Stack
      component="ul"
      gap="xs"
      m={0}
      p={0}
      style={{ listStyle: "none" }}
      aria-label="Productos del inventario"
    >
      {items
        ? items.map((item) => <ItemCard key={item.id} item={item} />)
        : placeholderKeys(6).map((key) => <Skeleton key={key} component="li" h={72} radius="md" />)}
    </Stack>
  );
}
