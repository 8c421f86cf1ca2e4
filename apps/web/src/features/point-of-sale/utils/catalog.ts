import type { Item } from "@club/contract";
import { normalizeSearchText, searchTerms, searchTextOf } from "@club/domain";

/** What the point of sale keeps of an item: small, so 5,000 of them stay light to filter. */
export interface CatalogItem {
  id: number;
  name: string;
  brand: string;
  price: number;
  barcode: string | null;
  favorite: boolean;
  bulk: boolean;
  unit: string | null;
  categoryId: number | null;
  categoryName: string;
  stock: number;
  thumbnail: string;
  searchText: string;
}

export function toCatalogItem(item: Item): CatalogItem {
  return {
    id: item.id,
    name: item.item_name,
    brand: item.item_brand,
    price: item.item_sell_price,
    barcode: item.item_barcode,
    favorite: item.item_favorite,
    bulk: item.item_bulk,
    unit: item.item_measurement_unit_short,
    categoryId: item.item_category.id,
    categoryName: item.item_category.item_category_name,
    stock: item.item_stock.item_stock_stock,
    thumbnail: item.item_image_thumbnail,
    searchText: searchTextOf({ name: item.item_name, brand: item.item_brand, barcode: item.item_barcode }),
  };
}

/** Favourites first, then by name as the server sorts them (accents and case aside). */
export function sortCatalog(items: CatalogItem[]): CatalogItem[] {
  const keyed = items.map((item) => ({ item, key: normalizeSearchText(item.name) }));
  keyed.sort(
    (a, b) =>
      Number(b.item.favorite) - Number(a.item.favorite) ||
      (a.key < b.key ? -1 : a.key > b.key ? 1 : a.item.id - b.item.id),
  );
  return keyed.map(({ item }) => item);
}

export interface CatalogCategory {
  /** "none" for the items without a category. */
  value: string;
  label: string;
}

export const ALL_CATEGORIES = "all";
export const categoryValue = (item: Pick<CatalogItem, "categoryId">): string =>
  item.categoryId === null ? "none" : String(item.categoryId);

/** The categories the club's items are in, by name; the uncategorised ones last. */
export function catalogCategories(items: readonly CatalogItem[]): CatalogCategory[] {
  const byValue = new Map<string, string>();
  for (const item of items) byValue.set(categoryValue(item), item.categoryName);
  return [...byValue.entries()]
    .map(([value, label]) => ({ value, label }))
    .sort(
      (a, b) =>
        Number(a.value === "none") - Number(b.value === "none") || a.label.localeCompare(b.label, "es"),
    );
}

/** The items of a category tab that match every word typed, accents and case aside, in catalogue order. */
export function filterCatalog(
  items: readonly CatalogItem[],
  category: string,
  search: string,
): CatalogItem[] {
  const terms = searchTerms(search);
  return items.filter(
    (item) =>
      (category === ALL_CATEGORIES || categoryValue(item) === category) &&
      terms.every((term) => item.searchText.includes(term)),
  );
}

/** The item carrying exactly this barcode, as a scanner or the camera reads it. */
export function itemByBarcode(items: readonly CatalogItem[], code: string): CatalogItem | undefined {
  const wanted = code.trim();
  return wanted === "" ? undefined : items.find((item) => item.barcode === wanted);
}
