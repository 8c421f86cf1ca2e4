import {
  cancelOrder,
  type EndpointInput,
  type OrderDetail,
  type OrderSource,
  removePendingLine,
  updateOrder,
  updatePendingOrderSource,
} from "@club/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { GLOBAL_STATE_KEY } from "../../../lib/global-state-key";
import { ORDERS_KEY, orderKeys } from "./order-keys";

export type ChargeData = Pick<
  EndpointInput<typeof updateOrder>["body"]["data"],
  "order_payments" | "order_cash_received" | "order_send_mail_client"
>;
export type PendingLine = { item: number } | { booking: number };

/**
 * A change to an order puts its answer in the cache, refreshes the lists and the global state (the
 * "Pendientes" badge counts pending orders), and the items' stock the inventory shows.
 */
function useOrderMutation<TInput>(mutationFn: (input: TInput) => Promise<OrderDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.order(order.id), order);
      void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
      void queryClient.invalidateQueries({ queryKey: GLOBAL_STATE_KEY });
      // The inventory feature's key: a charge or a cancellation moves stock.
      void queryClient.invalidateQueries({ queryKey: ["inventory"] });
    },
  });
}

/** Charges a pending order: it becomes paid with these payments. */
export function useChargeOrder(id: number) {
  return useOrderMutation((data: ChargeData) =>
    apiRequest(updateOrder, { params: { id }, body: { data: { ...data, order_status: "paid" } } }),
  );
}

export function useChangeOrderSource(id: number) {
  return useOrderMutation((source: OrderSource) =>
    apiRequest(updatePendingOrderSource, { params: { id }, body: { data: { order_source: source } } }),
  );
}

export function useRemovePendingLine(order: number) {
  return useOrderMutation((line: PendingLine) => apiRequest(removePendingLine, { body: { order, ...line } }));
}

export function useCancelOrder(id: number) {
  return useOrderMutation(() => apiRequest(cancelOrder, { params: { id } }));
}
