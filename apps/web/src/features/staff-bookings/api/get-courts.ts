import { getCourts } from "@club/contract";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { staffBookingKeys } from "./staff-booking-keys";

/** The club's active courts, in the club's order, for the booking form. */
export function useActiveCourts() {
  return useQuery({
    queryKey: staffBookingKeys.courts,
    queryFn: () => apiRequest(getCourts),
    select: ({ data }) => data.filter((court) => court.active).sort((a, b) => a.position - b.position),
  });
}
