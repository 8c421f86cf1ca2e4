import { openCashRegister as openCashRegisterEndpoint } from "@club/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { GLOBAL_STATE_KEY } from "../../../lib/global-state";

export type OpenCashRegisterInput = { id: number; amount: number };

export function openCashRegister({ id, amount }: OpenCashRegisterInput) {
  return apiRequest(openCashRegisterEndpoint, {
    params: { id },
    body: { cash_register_record_open_cash_user_amount: amount },
  });
}

/** The register list and the header status live in the global state; a refused call (409) may mean it is stale too. */
export function useOpenCashRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openCashRegister,
    onSettled: () => queryClient.invalidateQueries({ queryKey: GLOBAL_STATE_KEY }),
  });
}
