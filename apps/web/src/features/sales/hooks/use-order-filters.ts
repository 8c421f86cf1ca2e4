import { ORDER_STATUSES, type OrderStatus } from "@club/contract";
import { useLatestSearchParams } from "../../../lib/latest-search-params";

/** The URL's names for the list's filters, so going back or reloading keeps them. */
const PARAM = { page: "pagina", from: "desde", to: "hasta", status: "estado", sort: "orden" } as const;
type ParamKey = keyof typeof PARAM;

export type OrderFilters = {
  startDate: string | null;
  endDate: string | null;
  status: OrderStatus | null;
  sort: "asc" | "desc";
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && ISO_DAY.test(value) ? value : null);
const status = (value: string | null) => ORDER_STATUSES.find((s) => s === value) ?? null;

/**
 * The list's filters read from the URL. `fixedStatus` (the pending orders' screen) replaces the status
 * filter; any change of filter goes back to page 1.
 */
export function useOrderFilters(fixedStatus: OrderStatus | null = null) {
  const [params, setParams] = useLatestSearchParams();
  const page = Number(params.get(PARAM.page));
  const filters: OrderFilters = {
    startDate: day(params.get(PARAM.from)),
    endDate: day(params.get(PARAM.to)),
    status: fixedStatus ?? status(params.get(PARAM.status)),
    sort: params.get(PARAM.sort) === "asc" ? "asc" : "desc",
  };
  const write = (changes: Partial<Record<ParamKey, string | null>>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const key of Object.keys(changes) as ParamKey[]) {
        const value = changes[key];
        if (value) next.set(PARAM[key], value);
        else next.delete(PARAM[key]);
      }
      return next;
    });
  const filtered = Boolean(filters.startDate || filters.endDate || (!fixedStatus && filters.status));
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    filters,
    fixedStatus,
    filtered,
    setPage: (next: number) => write({ page: next > 1 ? String(next) : null }),
    setFilter: (key: Exclude<ParamKey, "page">, value: string | null) => write({ [key]: value, page: null }),
    clear: () => write({ from: null, to: null, status: null, page: null }),
  };
}

export type OrderFilterState = ReturnType<typeof useOrderFilters>;
