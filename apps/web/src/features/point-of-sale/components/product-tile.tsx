import { formatClp, formatQuantity } from "@club/domain";
import { Badge, Group, Paper, Text, UnstyledButton } from "@mantine/core";
import { IconStarFilled } from "@tabler/icons-react";
import { memo } from "react";
import type { CatalogItem } from "../utils/catalog";
import classes from "./point-of-sale.module.css";

interface Props {
  item: CatalogItem;
  onAdd: (item: CatalogItem) => void;
}

/** One item of the catalogue; a click (or Enter on it) puts one unit in the cart. */
export const ProductTile = memo(function ProductTile({ item, onAdd }: Props) {
  const stock = formatQuantity(item.stock, item.bulk ? item.unit : null);
  return (
    <UnstyledButton
      className={classes.tile}
      onClick={() => onAdd(item)}
      aria-label={`Agregar ${item.name} al carrito`}
    >
      <Paper withBorder radius="md" p="sm" h="100%">
        <Group gap={4} wrap="nowrap" align="flex-start">
          {item.favorite && <IconStarFilled size={14} className={classes.favorite} aria-hidden />}
          <Text size="sm" fw={600} lineClamp={2}>
            {item.name}
          </Text>
        </Group>
        {item.brand && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {item.brand}
          </Text>
        )}
        <Group justify="space-between" mt={6} gap={4}>
          <Text size="sm" fw={700}>
            {formatClp(item.price)}
            {item.bulk && item.unit ? ` / ${item.unit}` : ""}
          </Text>
          {/* Not in capitals: "4,5 kg" is a figure with its unit's symbol, not a label. */}
          <Badge size="sm" variant="light" tt="none" color={item.stock > 0 ? "gray" : "red"}>
            Stock {stock}
          </Badge>
        </Group>
      </Paper>
    </UnstyledButton>
  );
});
