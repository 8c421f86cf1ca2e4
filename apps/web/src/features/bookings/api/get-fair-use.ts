import { getFairUse } from "@club/contract";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { bookingKeys } from "./booking-keys";

/** The player's active bookings at the club and its maximum; under the booking prefix, so it follows every booking made or cancelled. */
export function useFairUse(clubId: number) {
  return useQuery({
    queryKey: bookingKeys.fairUse(clubId),
    queryFn: () => apiRequest(getFairUse, { params: { club_id: clubId } }),
  });
}
