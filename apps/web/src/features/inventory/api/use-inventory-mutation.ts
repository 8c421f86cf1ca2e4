import { type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { INVENTORY_KEY } from "./inventory-keys";

/**
 * A change to the inventory refreshes every inventory query (lists, totals, category counts, the
 * catalog's "already added"); the global state does not depend on items, so it is left alone.
 * `gone` names the queries of what the change deleted: they are dropped, not fetched again (a 404).
 */
export function useInventoryMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  gone?: (input: TInput) => QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Not awaited: the caller's own success (a toast, leaving a deleted item's page) need not wait for
    // every list to be fetched again.
    onSuccess: (_result, input) => {
      for (const queryKey of gone?.(input) ?? []) queryClient.removeQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: INVENTORY_KEY });
    },
  });
}
