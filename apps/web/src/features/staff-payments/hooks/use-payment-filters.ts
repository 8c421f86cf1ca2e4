import type { PaymentMethod, PaymentStatus } from "@club/contract";
import { PAYMENT_METHODS, PAYMENT_STATUSES } from "@club/contract";
import { useSearchParams } from "react-router";

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
const isoDate = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

export function usePaymentFilters() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get(FILTER_PARAMS.page));
  const filters: PaymentFilters = {
    startDate: isoDate(params.get(FILTER_PARAMS.from)),
    endDate: isoDate(params.get(FILTER_PARAMS.to)),
    method: oneOf(PAYMENT_METHODS, params.get(FILTER_PARAMS.method)),
    status: oneOf(PAYMENT_STATUSES, params.get(FILTER_PARAMS.status)),
  };
  const update = (changes: Partial<Record<keyof typeof FILTER_PARAMS, string | null>>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        const name = FILTER_PARAMS[key as keyof typeof FILTER_PARAMS];
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    filters,
    setPage: (next: number) => update({ page: next > 1 ? String(next) : null }),
    // A new filter starts again at page 1.
    setFilter: (key: "from" | "to" | "method" | "status", value: string | null) =>
      update({ [key]: value, page: null }),
    clear: () => update({ from: null, to: null, method: null, status: null, page: null }),
    filtered: Object.values(filters).some((v) => v !== null),
  };
}
