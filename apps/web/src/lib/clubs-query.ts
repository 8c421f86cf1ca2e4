import { getClubs } from "@club/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "./api-client";

/** The clubs that take bookings (public; /court, the ranking); they change rarely, so one answer serves the visit. */
export function clubsQueryOptions() {
  return queryOptions({
    queryKey: ["clubs"],
    queryFn: async () => (await apiRequest(getClubs)).data,
    staleTime: 10 * 60_000,
  });
}

export function useClubs() {
  return useQuery(clubsQueryOptions());
}
