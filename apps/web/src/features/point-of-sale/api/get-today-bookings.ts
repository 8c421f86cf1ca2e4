import { DEFAULT_TIME_ZONE, getBookingsByDate } from "@club/contract";
import { localToday } from "@club/domain";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { unpaidBookings } from "../utils/unpaid-bookings";
import { posKeys } from "./pos-keys";

/** Today on the club's calendar (Chile), not the device's. */
const clubToday = () => localToday(new Date(), DEFAULT_TIME_ZONE);

/** Today's bookings of the club that still have something to charge (the counter and its sidebar count). */
export function useTodayUnpaidBookings(enabled = true) {
  const date = clubToday();
  return useQuery({
    enabled,
    queryKey: posKeys.bookings(date),
    queryFn: () => apiRequest(getBookingsByDate, { params: { date } }),
    select: (day) => unpaidBookings(day.bookings),
  });
}
