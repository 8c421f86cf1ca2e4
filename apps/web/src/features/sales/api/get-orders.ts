import { getOrders } from "@club/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import type { OrderFilters } from "../hooks/use-order-filters";
import { ORDERS_PAGE_SIZE, orderKeys } from "./order-keys";

export function useOrderPage(filters: OrderFilters, page: number) {
  return useQuery({
    queryKey: [...orderKeys.lists, filters, page],
    queryFn: () =>
      apiRequest(getOrders, {
        query: {
          page,
          limit: ORDERS_PAGE_SIZE,
          date_sort: filters.sort,
          start_date: filters.startDate ?? undefined,
          end_date: filters.endDate ?? undefined,
          status: filters.status ?? undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });
}
