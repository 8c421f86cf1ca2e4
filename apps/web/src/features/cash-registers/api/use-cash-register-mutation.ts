import { useMutation, useQueryClient } from "@tanstack/react-query";
import { GLOBAL_STATE_KEY } from "../../../lib/global-state";

/** Which register, and the cash counted by the operator (CLP). */
export type CashRegisterAmountInput = { id: number; amount: number };

/** The register list and the header status live in the global state; a refused call (409) may mean it is stale too. */
export function useCashRegisterMutation<TResult>(
  mutationFn: (input: CashRegisterAmountInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: GLOBAL_STATE_KEY }),
  });
}
