import { getClubs } from "@club/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { bookingKeys } from "./booking-keys";

/** The clubs that take bookings (public); they change rarely, so one answer serves the visit. */
export function clubsQueryOptions() {
  return queryOptions({
    queryKey: bookingKeys.clubs,
    queryFn: async () => (await apiRequest(getClubs)).data,
    staleTime: 10 * 60_000,
  });
}

export function useClubs() {
  return useQuery(clubsQueryOptions());
}
