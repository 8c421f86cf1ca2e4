import { getCashRegisterRecords } from "@club/contract";
import { LIST_PAGE_SIZE } from "@club/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { REGISTER_RECORDS_KEY } from "../../../lib/register-record-query";
import type { BalanceFilters } from "../hooks/use-balance-filters";

/** A page of the club's closed sessions, newest first, opened between the filter's days. */
export function useBalancesPage(filters: BalanceFilters, page: number) {
  return useQuery({
    queryKey: [...REGISTER_RECORDS_KEY, "balances", filters, page],
    queryFn: () =>
      apiRequest(getCashRegisterRecords, {
        query: {
          page,
          limit: LIST_PAGE_SIZE,
          status: "closed",
          ...(filters.startDate ? { start_date: filters.startDate } : {}),
          ...(filters.endDate ? { end_date: filters.endDate } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });
}
