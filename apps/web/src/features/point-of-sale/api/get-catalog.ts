import { getItems } from "@club/contract";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { type CatalogItem, sortCatalog, toCatalogItem } from "../utils/catalog";
import { posKeys } from "./pos-keys";

/** get_items answers at most 100 items a page. */
const PAGE_SIZE = 100;
/** Pages asked for at once: 5,000 items are 50 pages. */
const PARALLEL_PAGES = 4;

/**
 * Every item of the club, read once (page by page, a few pages at a time) and kept small: searching,
 * the category tabs and the barcode scanner work on this list without asking the server again.
 */
async function fetchCatalog(): Promise<CatalogItem[]> {
  const first = await apiRequest(getItems, { query: { page: 1, limit: PAGE_SIZE } });
  const pages = [first.data.map(toCatalogItem)];
  const rest = Array.from({ length: first.pagination.pageCount - 1 }, (_, i) => i + 2);
  for (let start = 0; start < rest.length; start += PARALLEL_PAGES) {
    const batch = await Promise.all(
      rest
        .slice(start, start + PARALLEL_PAGES)
        .map((page) => apiRequest(getItems, { query: { page, limit: PAGE_SIZE } })),
    );
    for (const page of batch) pages.push(page.data.map(toCatalogItem));
  }
  return sortCatalog(pages.flat());
}

export function useCatalog() {
  return useQuery({ queryKey: posKeys.catalog, queryFn: fetchCatalog, staleTime: 60_000 });
}
