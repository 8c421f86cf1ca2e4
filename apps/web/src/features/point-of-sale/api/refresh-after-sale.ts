import type { QueryClient } from "@tanstack/react-query";
import { GLOBAL_STATE_KEY } from "../../../lib/global-state";
import { posKeys } from "./pos-keys";

/**
 * After a sale: today's bookings and the global state (pending orders) are read again at once. The
 * catalogue's stock is only marked stale, and read again on the next visit or focus: with 5,000 items
 * it is 50 pages, too much to ask for after every sale at a busy counter.
 */
export function refreshAfterSale(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: posKeys.bookingDays }),
    queryClient.invalidateQueries({ queryKey: GLOBAL_STATE_KEY }),
    queryClient.invalidateQueries({ queryKey: posKeys.catalog, refetchType: "none" }),
  ]);
}
