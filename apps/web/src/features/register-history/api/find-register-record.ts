import { findCashRegisterRecord } from "@club/contract";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { REGISTER_RECORDS_KEY } from "./get-register-records";

/** One session with its balances (running sums while open) and the booking payments taken in it. */
export function useRegisterRecord(id: number | null) {
  return useQuery({
    queryKey: [...REGISTER_RECORDS_KEY, "record", id],
    queryFn: () => apiRequest(findCashRegisterRecord, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}
