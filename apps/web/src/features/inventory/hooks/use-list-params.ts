import { useLatestSearchParams } from "../../../lib/latest-search-params";

/** URL search params of a list screen, so that going back or reloading keeps what the person chose. */
export const LIST_PARAMS = {
  page: "pagina",
  search: "buscar",
  category: "categoria",
  stock: "stock",
} as const;
/** `stock=critico`: only the items at or below their critical stock (the assistant links to it). */
export const CRITICAL_STOCK = "critico";

function positivePage(text: string | null): number {
  const page = Number(text);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * Page, search text, category and critical-stock filter of a list, read from and written to the URL. A
 * new search, category or stock filter starts again at page 1; typing replaces the history entry
 * instead of adding one per key.
 */
export function useListParams() {
  const [params, setParams] = useLatestSearchParams();
  const update = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === "") next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );
  return {
    page: positivePage(params.get(LIST_PARAMS.page)),
    search: params.get(LIST_PARAMS.search) ?? "",
    category: params.get(LIST_PARAMS.category),
    criticalOnly: params.get(LIST_PARAMS.stock) === CRITICAL_STOCK,
    setPage: (page: number) => update({ [LIST_PARAMS.page]: page > 1 ? String(page) : null }),
    setSearch: (search: string) =>
      update({ [LIST_PARAMS.search]: search.trim() || null, [LIST_PARAMS.page]: null }, true),
    setCategory: (category: string | null) =>
      update({ [LIST_PARAMS.category]: category, [LIST_PARAMS.page]: null }),
    setCriticalOnly: (on: boolean) =>
      update({ [LIST_PARAMS.stock]: on ? CRITICAL_STOCK : null, [LIST_PARAMS.page]: null }),
    clear: () =>
      update({
        [LIST_PARAMS.search]: null,
        [LIST_PARAMS.category]: null,
        [LIST_PARAMS.stock]: null,
        [LIST_PARAMS.page]: null,
      }),
  };
}
