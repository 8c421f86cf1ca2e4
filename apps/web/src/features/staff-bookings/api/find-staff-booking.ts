import { findStaffBooking } from "@club/contract";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { staffBookingKeys } from "./staff-booking-keys";

export function useStaffBooking(id: number | null) {
  return useQuery({
    queryKey: staffBookingKeys.booking(id ?? 0),
    queryFn: () => apiRequest(findStaffBooking, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}
