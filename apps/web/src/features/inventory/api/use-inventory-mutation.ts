import { partialMatchKey, type QueryKey, useMutation, useQueryClient } from "@tanstack/react-query";
import { INVENTORY_KEY } from "./inventory-keys";

/**
 * A change to the inventory refreshes every inventory query (lists, totals, category counts, the
 * catalog's "already added"); the global state does not depend on items, so it is left alone.
 * `gone` names the queries of what the change deleted: they are not fetched again (that would be a
 * 404 while the page still shows), and the next visit asks the server anew.
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
      const goneKeys = gone?.(input) ?? [];
      const isGone = (queryKey: QueryKey) => goneKeys.some((key) => partialMatchKey(queryKey, key));
      void queryClient.invalidateQueries({ queryKey: INVENTORY_KEY, predicate: (q) => !isGone(q.queryKey) });
      for (const queryKey of goneKeys) void queryClient.invalidateQueries({ queryKey, refetchType: "none" });
    },
  });
}
