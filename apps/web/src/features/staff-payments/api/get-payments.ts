import { getStaffPayments } from "@club/contract";
import { LIST_PAGE_SIZE } from "@club/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import type { PaymentFilters } from "../hooks/use-payment-filters";

export const PAYMENTS_KEY = ["staff-payments"] as const;

export function fetchPaymentPage(filters: PaymentFilters, page: number, limit = LIST_PAGE_SIZE) {
  return apiRequest(getStaffPayments, {
    query: {
      page,
      limit,
      start_date: filters.startDate ?? undefined,
      end_date: filters.endDate ?? undefined,
      method: filters.method ?? undefined,
      status: filters.status ?? undefined,
    },
  });
}

export function usePaymentPage(filters: PaymentFilters, page: number) {
  return useQuery({
    queryKey: [...PAYMENTS_KEY, filters, page],
    queryFn: () => fetchPaymentPage(filters, page),
    placeholderData: keepPreviousData,
  });
}
