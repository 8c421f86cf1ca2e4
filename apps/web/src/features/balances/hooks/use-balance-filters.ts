import { isoDate, useUrlFilters } from "../../../lib/url-filters";

/** The URL's names for the list's page and days, so going back or reloading keeps them. */
const PARAMS = { page: "pagina", from: "desde", to: "hasta" } as const;

export type BalanceFilters = { startDate: string | null; endDate: string | null };

export function useBalanceFilters() {
  const url = useUrlFilters(PARAMS);
  const filters: BalanceFilters = { startDate: isoDate(url.read("from")), endDate: isoDate(url.read("to")) };
  return {
    page: url.page,
    filters,
    setPage: url.setPage,
    // A new day starts again at page 1.
    setFilter: (key: "from" | "to", value: string | null) => url.update({ [key]: value, page: null }),
    clear: () => url.update({ from: null, to: null, page: null }),
    filtered: filters.startDate !== null || filters.endDate !== null,
  };
}
