import { getProducts, searchProducts } from "@club/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { inventoryKeys, type ProductListFilters } from "./inventory-keys";

/** Twelve cards fill whole rows of 1, 2, 3 or 4 columns. */
export const CATALOG_PAGE_SIZE = 12;

/** The global catalog: get_products, or search_products when there is text; both take the category. */
export function fetchProductPage({ page, search, category }: ProductListFilters) {
  const text = search.trim();
  const query = { page, limit: CATALOG_PAGE_SIZE, category: category ?? undefined };
  if (text) return apiRequest(searchProducts, { params: { text }, query });
  return apiRequest(getProducts, { query });
}

export function useProductPage(filters: ProductListFilters) {
  const trimmed = { ...filters, search: filters.search.trim() };
  return useQuery({
    queryKey: inventoryKeys.products(trimmed),
    queryFn: () => fetchProductPage(trimmed),
    placeholderData: keepPreviousData,
  });
}
