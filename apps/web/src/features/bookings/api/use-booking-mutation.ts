import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BOOKINGS_KEY } from "./booking-keys";

/**
 * A booking made or cancelled moves the grid, the lists and the home: every booking query is fetched
 * again, whether the call worked or was refused (a 409 means the grid the player saw is out of date).
 */
export function useBookingMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BOOKINGS_KEY }),
  });
}
