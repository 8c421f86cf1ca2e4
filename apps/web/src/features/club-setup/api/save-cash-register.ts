import { createCashRegister, updateCashRegister } from "@club/contract";
import { apiRequest } from "../../../lib/api-client";
import { useClubSetupMutation } from "./use-club-setup-mutation";

/** A new register (no id), or a rename or (de)activation of one. */
export type SaveCashRegisterInput =
  | { id: null; name: string }
  | { id: number; name?: string; active?: boolean };

export function saveCashRegister(input: SaveCashRegisterInput) {
  if (input.id === null) {
    return apiRequest(createCashRegister, { body: { data: { cash_register_name: input.name } } });
  }
  return apiRequest(updateCashRegister, {
    params: { id: input.id },
    body: { data: { cash_register_name: input.name, active: input.active } },
  });
}

export function useSaveCashRegister() {
  return useClubSetupMutation(saveCashRegister);
}
