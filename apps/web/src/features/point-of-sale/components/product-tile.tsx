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

/**
 * One item of the catalogue; a click anywhere on it (or Enter on its name) puts one unit in the cart. The
 * button is the item's name, stretched over the tile: its accessible name («Agregar … al carrito») holds
 * the text it shows (WCAG 2.5.3), while brand, price and stock stay plain text beside it.
 */
export const ProductTile = memo(function ProductTile({ item, onAdd }: Props) {
  const stock = formatQuantity(item.stock, item.bulk ? item.unit : null);
  return (
    <Paper withBorder radius="md" p="sm" h="100%" className={classes.tile}>
      <Group gap={4} wrap="nowrap" align="flex-start">
        {item.favorite && <IconStarFilled size={14} className={classes.favorite} aria-hidden />}
        <UnstyledButton
          className={classes.add}
          onClick={() => onAdd(item)}
          aria-label={`Agregar ${item.name} al carrito`}
        >
          <Text component="span" size="sm" fw={600} lineClamp={2}>
            {item.name}
          </Text>
        </UnstyledButton>
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
  );
});
