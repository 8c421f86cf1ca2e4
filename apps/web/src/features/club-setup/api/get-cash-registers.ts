import { getCashRegisters } from "@club/contract";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { clubSetupKeys } from "./club-setup-keys";

export function useCashRegisterList() {
  return useQuery({
    queryKey: clubSetupKeys.cashRegisters,
    queryFn: async () => (await apiRequest(getCashRegisters, {})).data,
  });
}
