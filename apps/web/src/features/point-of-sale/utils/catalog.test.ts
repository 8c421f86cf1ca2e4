import { searchTextOf } from "@club/domain";
import { describe, expect, it } from "vitest";
import { type CatalogItem, catalogCategories, filterCatalog, itemByBarcode, sortCatalog } from "./catalog";

const item = (id: number, name: string, extra: Partial<CatalogItem> = {}): CatalogItem => ({
  id,
  name,
  brand: "",
  price: 1000,
  barcode: null,
  favorite: false,
  bulk: false,
  unit: null,
  categoryId: null,
  categoryName: "Sin categoria",
  stock: 1,
  thumbnail: "",
  searchText: searchTextOf({ name, barcode: extra.barcode ?? null }),
  ...extra,
});

const bebidas = { categoryId: 2, categoryName: "Bebidas" };
const items = sortCatalog([
  item(1, "Agua mineral", bebidas),
  item(2, "Café en grano", { favorite: true }),
  item(3, "Pelotas Head", { barcode: "7801234567890" }),
  item(4, "Ácido bórico"),
]);

describe("catalog", () => {
  it("puts favourites first, then by name without minding accents", () => {
    expect(items.map((i) => i.id)).toEqual([2, 4, 1, 3]);
  });

  it("searches without accents or case, every word, within the chosen tab", () => {
    expect(filterCatalog(items, "all", "CAFE").map((i) => i.id)).toEqual([2]);
    expect(filterCatalog(items, "all", "grano café").map((i) => i.id)).toEqual([2]);
    expect(filterCatalog(items, "all", "acido").map((i) => i.id)).toEqual([4]);
    expect(filterCatalog(items, "2", "").map((i) => i.id)).toEqual([1]);
    expect(filterCatalog(items, "none", "agua")).toEqual([]);
  });

  it("finds an item by its exact barcode", () => {
    expect(itemByBarcode(items, " 7801234567890 ")?.id).toBe(3);
    expect(itemByBarcode(items, "780123456789")).toBeUndefined();
  });

  it("lists the categories by name with the uncategorised last", () => {
    expect(catalogCategories(items)).toEqual([
      { value: "2", label: "Bebidas" },
      { value: "none", label: "Sin categoria" },
    ]);
  });
});
