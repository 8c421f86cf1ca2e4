import { getBookingsByDate } from "@club/contract";
import { queryOptions, useQueries, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { staffBookingKeys } from "./staff-booking-keys";

function dayQueryOptions(date: string) {
  return queryOptions({
    queryKey: staffBookingKeys.day(date),
    queryFn: () => apiRequest(getBookingsByDate, { params: { date } }),
  });
}

/** One day of the front desk's grid: the courts with their slots and the day's bookings. */
export function useStaffDay(date: string, enabled = true) {
  return useQuery({ ...dayQueryOptions(date), enabled });
}

/** Several days at once (the week view), in the order given. */
export function useStaffDays(dates: readonly string[], enabled = true) {
  return useQueries({ queries: dates.map((date) => ({ ...dayQueryOptions(date), enabled })) });
}
