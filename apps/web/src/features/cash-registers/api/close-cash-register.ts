import { closeCashRegister as closeCashRegisterEndpoint } from "@club/contract";
import { apiRequest } from "../../../lib/api-client";
import { type CashRegisterAmountInput, useCashRegisterMutation } from "./use-cash-register-mutation";

export function closeCashRegister({ id, amount }: CashRegisterAmountInput) {
  return apiRequest(closeCashRegisterEndpoint, {
    params: { id },
    body: { cash_register_record_close_cash_user_amount: amount },
  });
}

export function useCloseCashRegister() {
  return useCashRegisterMutation(closeCashRegister);
}
