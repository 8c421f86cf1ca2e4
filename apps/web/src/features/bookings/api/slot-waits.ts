import { getMySlotWaits, joinSlotWaitlist, leaveSlotWaitlist } from "@club/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { BOOKINGS_KEY } from "./booking-keys";

const slotWaitsKey = (clubId: number, date: string) => [...BOOKINGS_KEY, "slot-waits", clubId, date] as const;

/** The taken slots the player waits for at a club on a day. */
export function useMySlotWaits(clubId: number, date: string) {
  return useQuery(
    queryOptions({
      queryKey: slotWaitsKey(clubId, date),
      queryFn: () => apiRequest(getMySlotWaits, { params: { club_id: clubId, date } }),
    }),
  );
}

function useSlotWaitMutation<TInput, TOutput>(
  clubId: number,
  date: string,
  call: (input: TInput) => Promise<TOutput>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: slotWaitsKey(clubId, date) }),
  });
}

export const useJoinSlotWaitlist = (clubId: number, date: string) =>
  useSlotWaitMutation(
    clubId,
    date,
    (input: { courtId: number | null; startTime: string; duration: number }) =>
      apiRequest(joinSlotWaitlist, {
        body: {
          club_id: clubId,
          ...(input.courtId === null ? {} : { court_id: input.courtId }),
          date,
          start_time: input.startTime,
          duration_int: input.duration,
        },
      }),
  );

export const useLeaveSlotWaitlist = (clubId: number, date: string) =>
  useSlotWaitMutation(clubId, date, (id: number) => apiRequest(leaveSlotWaitlist, { params: { id } }));
