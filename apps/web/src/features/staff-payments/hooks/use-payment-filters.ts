import type { PaymentMethod, PaymentStatus } from "@club/contract";
import { PAYMENT_METHODS, PAYMENT_STATUSES } from "@club/contract";
import { isoDate, useUrlFilters } from "../../../lib/url-filters";

/** The URL's names for the list's filters, so going back or reloading keeps them. */
export const FILTER_PARAMS = {
  page: "pagina",
  from: "desde",
  to: "hasta",
  method: "medio",
  status: "estado",
} as const;

export type PaymentFilters = {
  startDate: string | null;
  endDate: string | null;
  method: PaymentMethod | null;
  status: PaymentStatus | null;
};

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  list.includes(value as T) ? (value as T) : null;

export function usePaymentFilters() {
  const url = useUrlFilters(FILTER_PARAMS);
  const filters: PaymentFilters = {
    startDate: isoDate(url.read("from")),
    endDate: isoDate(url.read("to")),
    method: oneOf(PAYMENT_METHODS, url.read("method")),
    status: oneOf(PAYMENT_STATUSES, url.read("status")),
  };
  return {
    page: url.page,
    filters,
    setPage: url.setPage,
    // A new filter starts again at page 1.
    setFilter: (key: "from" | "to" | "method" | "status", value: string | null) =>
      url.update({ [key]: value, page: null }),
    clear: () => url.update({ from: null, to: null, method: null, status: null, page: null }),
    filtered: Object.values(filters).some((v) => v !== null),
  };
}
