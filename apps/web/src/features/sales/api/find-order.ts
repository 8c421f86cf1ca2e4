import { findOrder } from "@club/contract";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { orderKeys } from "./order-keys";

/** One order with its lines, payments and register. */
export function useOrder(id: number | null) {
  return useQuery({
    queryKey: orderKeys.order(id),
    queryFn: () => apiRequest(findOrder, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}
