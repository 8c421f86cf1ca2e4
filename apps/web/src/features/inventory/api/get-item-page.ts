import {
  getItems,
  ITEMS_PAGE_SIZE,
  searchItems,
  searchItemsByCategory,
  searchItemsByString,
} from "@club/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { type ItemListFilters, inventoryKeys } from "./inventory-keys";

/**
 * One page of items: the call depends on which filters are set (text, category, both or none); each
 * takes the critical-stock filter in its query.
 */
export function fetchItemPage({
  page,
  search,
  category,
  criticalOnly,
  limit,
}: ItemListFilters & { limit: number }) {
  const text = search.trim();
  const query = criticalOnly ? { page, limit, stock: "critical" as const } : { page, limit };
  if (text && category !== "all") return apiRequest(searchItems, { params: { a: category, b: text }, query });
  if (text) return apiRequest(searchItemsByString, { params: { text }, query });
  if (category !== "all") return apiRequest(searchItemsByCategory, { params: { category }, query });
  return apiRequest(getItems, { query });
}

export function itemPageQueryOptions(filters: ItemListFilters, limit = ITEMS_PAGE_SIZE) {
  const withLimit = { ...filters, search: filters.search.trim(), limit };
  return queryOptions({
    queryKey: inventoryKeys.items(withLimit),
    queryFn: () => fetchItemPage(withLimit),
    placeholderData: keepPreviousData,
  });
}

export function useItemPage(filters: ItemListFilters) {
  return useQuery(itemPageQueryOptions(filters));
}
