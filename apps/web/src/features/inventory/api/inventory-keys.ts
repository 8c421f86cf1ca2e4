import type { ItemCategoryFilter } from "@club/contract";

/** Prefix of every inventory query: a change to an item can move lists, totals, categories and the catalog. */
export const INVENTORY_KEY = ["inventory"] as const;

export interface ItemListFilters {
  page: number;
  search: string;
  category: ItemCategoryFilter;
  /** Only the items at or below their critical stock. */
  criticalOnly: boolean;
}

export interface ProductListFilters {
  page: number;
  search: string;
  category: number | null;
}

export const inventoryKeys = {
  itemLists: [...INVENTORY_KEY, "items"] as const,
  items: (filters: ItemListFilters & { limit: number }) => [...INVENTORY_KEY, "items", filters] as const,
  item: (id: number) => [...INVENTORY_KEY, "item", id] as const,
  summary: [...INVENTORY_KEY, "summary"] as const,
  categories: [...INVENTORY_KEY, "categories"] as const,
  itemMovements: (id: number) => [...INVENTORY_KEY, "movements", id] as const,
  movements: (id: number, page: number) => [...INVENTORY_KEY, "movements", id, page] as const,
  products: (filters: ProductListFilters) => [...INVENTORY_KEY, "products", filters] as const,
  productCategories: [...INVENTORY_KEY, "product-categories"] as const,
};
