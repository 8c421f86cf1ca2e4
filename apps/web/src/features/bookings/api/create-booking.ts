import { createBooking as createBookingEndpoint, type EndpointInput } from "@club/contract";
import { apiRequest } from "../../../lib/api-client";
import { useBookingMutation } from "./use-booking-mutation";

export type NewBooking = EndpointInput<typeof createBookingEndpoint>["body"];

export function createBooking(body: NewBooking) {
  return apiRequest(createBookingEndpoint, { body });
}

export function useCreateBooking() {
  return useBookingMutation(createBooking);
}
