import { cancelBooking as cancelBookingEndpoint } from "@club/contract";
import { apiRequest } from "../../../lib/api-client";
import { useBookingMutation } from "./use-booking-mutation";

export function cancelBooking(slug: string) {
  return apiRequest(cancelBookingEndpoint, { params: { slug } });
}

export function useCancelBooking() {
  return useBookingMutation(cancelBooking);
}
