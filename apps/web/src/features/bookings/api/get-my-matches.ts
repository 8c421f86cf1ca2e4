import { getMyMatches } from "@club/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { type BookingScope, bookingKeys } from "./booking-keys";

export const MY_MATCHES_PAGE_SIZE = 10;

/** The matches the player booked or joined: upcoming (soonest first) or played (latest first), a page at a time. */
export function myMatchesQueryOptions(scope: BookingScope, page: number, limit = MY_MATCHES_PAGE_SIZE) {
  return queryOptions({
    queryKey: bookingKeys.myMatches(scope, page, limit),
    queryFn: () => apiRequest(getMyMatches, { query: { scope, page, limit } }),
    placeholderData: keepPreviousData,
  });
}

export function useMyMatches(scope: BookingScope, page: number, limit?: number) {
  return useQuery(myMatchesQueryOptions(scope, page, limit));
}
