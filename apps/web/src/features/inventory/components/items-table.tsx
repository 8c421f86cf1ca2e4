import type { Item } from "@club/contract";
import { formatUnitPrice } from "@club/domain";
import { Skeleton, Table, Text, VisuallyHidden } from "@mantine/core";
import { useNavigate } from "react-router";
import { LazyImage } from "../../../components/lazy-image";
import { itemPath } from "../utils/item-paths";
import { placeholderKeys } from "../utils/placeholder-keys";
import { FavoriteStar } from "./favorite-star";
import { ItemNameLink } from "./item-name-link";
import { StockFigure } from "./stock-figure";

const THUMB = 40;
type Align = "left" | "right" | "center";
const COLUMNS: { label: string; align?: Align; hidden?: boolean }[] = [
  { label: "Imagen", hidden: true },
  { label: "Nombre" },
  { label: "Marca" },
  { label: "Categoría" },
  { label: "Stock" },
  { label: "Compra", align: "right" },
  { label: "Venta", align: "right" },
  { label: "Favorito", align: "center" },
];

function ItemRow({ item }: { item: Item }) {
  const navigate = useNavigate();
  return (
    <Table.Tr style={{ cursor: "pointer" }} onClick={() => navigate(itemPath(item.id))}>
      <Table.Td w={THUMB + 16}>
        <LazyImage src={item.item_image_thumbnail} alt="" width={THUMB} height={THUMB} radius="sm" />
      </Table.Td>
      <Table.Td>
        <ItemNameLink item={item} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{item.item_brand || "—"}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={item.item_category.id === null ? "dimmed" : undefined}>
          {item.item_category.item_category_name}
        </Text>
      </Table.Td>
      <Table.Td>
        <StockFigure item={item} />
      </Table.Td>
      <Table.Td ta="right">{formatUnitPrice(item.item_buy_price, item.item_measurement_unit_short)}</Table.Td>
      <Table.Td ta="right">
        {formatUnitPrice(item.item_sell_price, item.item_measurement_unit_short)}
      </Table.Td>
      <Table.Td ta="center">
        <FavoriteStar id={item.id} name={item.item_name} favorite={item.item_favorite} />
      </Table.Td>
    </Table.Tr>
  );
}

function SkeletonRows({ rows }: { rows: number }) {
  return placeholderKeys(rows).map((key) => (
    <Table.Tr key={key}>
      {COLUMNS.map(({ label }, column) => (
        <Table.Td key={label}>
          <Skeleton h={column === 0 ? THUMB : 14} w={column === 0 ? THUMB : undefined} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}

/** The items of one page; between phone and desktop widths the table scrolls sideways in its frame. */
export function ItemsTable({ items, loading }: { items: Item[] | undefined; loading: boolean }) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table highlightOnHover verticalSpacing="xs" aria-label="Productos del inventario" aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map(({ label, align, hidden }) => (
              <Table.Th key={label} ta={align}>
                {hidden ? <VisuallyHidden>{label}</VisuallyHidden> : label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items ? items.map((item) => <ItemRow key={item.id} item={item} />) : <SkeletonRows rows={6} />}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
