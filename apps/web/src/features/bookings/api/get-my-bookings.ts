import { getMyBookings } from "@club/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { type BookingScope, bookingKeys } from "./booking-keys";

export const MY_BOOKINGS_PAGE_SIZE = 10;

/** The player's upcoming bookings (nearest first) or past ones (latest first), a page at a time. */
export function myBookingsQueryOptions(scope: BookingScope, page: number, limit = MY_BOOKINGS_PAGE_SIZE) {
  return queryOptions({
    queryKey: bookingKeys.mine(scope, page, limit),
    queryFn: () => apiRequest(getMyBookings, { query: { scope, page, limit } }),
    placeholderData: keepPreviousData,
  });
}

export function useMyBookings(scope: BookingScope, page: number, limit?: number) {
  return useQuery(myBookingsQueryOptions(scope, page, limit));
}
