import { openCashRegister as openCashRegisterEndpoint } from "@club/contract";
import { apiRequest } from "../../../lib/api-client";
import { type CashRegisterAmountInput, useCashRegisterMutation } from "./use-cash-register-mutation";

export function openCashRegister({ id, amount }: CashRegisterAmountInput) {
  return apiRequest(openCashRegisterEndpoint, {
    params: { id },
    body: { cash_register_record_open_cash_user_amount: amount },
  });
}

export function useOpenCashRegister() {
  return useCashRegisterMutation(openCashRegister);
}
