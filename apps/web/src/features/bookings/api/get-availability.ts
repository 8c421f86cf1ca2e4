import { getAvailability } from "@club/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { bookingKeys } from "./booking-keys";

/** One club's day: courts, their slots (free or taken, never by whom) and prices. */
export function availabilityQueryOptions(clubId: number, date: string) {
  return queryOptions({
    queryKey: bookingKeys.availability(clubId, date),
    queryFn: () => apiRequest(getAvailability, { params: { club_id: clubId, date } }),
    placeholderData: keepPreviousData,
    // Other players book meanwhile: a grid older than half a minute is fetched again on focus.
    staleTime: 30_000,
  });
}

export function useAvailability(clubId: number | null, date: string) {
  return useQuery({ ...availabilityQueryOptions(clubId ?? 0, date), enabled: clubId !== null });
}
