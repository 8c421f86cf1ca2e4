import { createMatch, type EndpointInput } from "@club/contract";
import { apiRequest } from "../../../lib/api-client";
import { useBookingMutation } from "./use-booking-mutation";

export type NewMatch = EndpointInput<typeof createMatch>["body"];

/** Opens the player's booking as a match; the lists learn it has one. */
export function useCreateMatch() {
  return useBookingMutation((body: NewMatch) => apiRequest(createMatch, { body }));
}
