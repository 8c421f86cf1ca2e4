import { adjustItemStock as adjustItemStockEndpoint, type StockAdjustment } from "@club/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { invalidateNotifications } from "../../../lib/notification-queries";
import { INVENTORY_KEY } from "./inventory-keys";

export function adjustItemStock({ id, data }: { id: number; data: StockAdjustment }) {
  return apiRequest(adjustItemStockEndpoint, { params: { id }, body: { data } });
}

/**
 * Besides the inventory, a movement that reaches the critical level makes the server notify the
 * administrators: the bell (notification lists and the global state's unread flag) is refreshed too.
 */
export function useAdjustItemStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustItemStock,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: INVENTORY_KEY });
      void invalidateNotifications(queryClient);
    },
  });
}
