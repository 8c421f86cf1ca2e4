import { useMutation, useQueryClient } from "@tanstack/react-query";
import { INVENTORY_KEY } from "./inventory-keys";

/**
 * A change to the inventory refreshes every inventory query (lists, totals, category counts, the
 * catalog's "already added"); the global state does not depend on items, so it is left alone.
 */
export function useInventoryMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Not awaited: the caller's own success (a toast, leaving a deleted item's page) need not wait for
    // every list to be fetched again.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: INVENTORY_KEY });
    },
  });
}
