import { findCashRegisterRecord } from "@club/contract";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "./api-client";

/** Every query about register sessions (lists and details) starts with this key. */
export const REGISTER_RECORDS_KEY = ["register-records"] as const;

/**
 * One session with its balances (running sums while open), the booking payments, cash movements and orders
 * taken in it: the registers' history and Balances read the same answer.
 */
export function useRegisterRecord(id: number | null) {
  return useQuery({
    queryKey: [...REGISTER_RECORDS_KEY, "record", id],
    queryFn: () => apiRequest(findCashRegisterRecord, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}
