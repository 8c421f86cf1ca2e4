import { closeCashRegister as closeCashRegisterEndpoint } from "@club/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { GLOBAL_STATE_KEY } from "../../../lib/global-state";

export type CloseCashRegisterInput = { id: number; amount: number };

export function closeCashRegister({ id, amount }: CloseCashRegisterInput) {
  return apiRequest(closeCashRegisterEndpoint, {
    params: { id },
    body: { cash_register_record_close_cash_user_amount: amount },
  });
}

/** The register list and the header status live in the global state; a refused call (409) may mean it is stale too. */
export function useCloseCashRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeCashRegister,
    onSettled: () => queryClient.invalidateQueries({ queryKey: GLOBAL_STATE_KEY }),
  });
}
