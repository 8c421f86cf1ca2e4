import { useMutation, useQueryClient } from "@tanstack/react-query";
import { GLOBAL_STATE_KEY } from "../../../lib/global-state-key";
import { STAFF_BOOKINGS_KEY } from "./staff-booking-keys";

/**
 * A change to a booking refreshes every staff booking query (days, weeks, details) and the global state
 * (the dashboard's bookings of the day and the sidebar's badge count them).
 */
export function useStaffBookingMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: STAFF_BOOKINGS_KEY });
      void queryClient.invalidateQueries({ queryKey: GLOBAL_STATE_KEY });
    },
  });
}
