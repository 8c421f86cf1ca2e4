import { joinMatch, leaveMatch, type Match } from "@club/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import type { CourtSide } from "../utils/match-facts";
import { matchKey } from "./get-match";
import { matchPaymentsKey } from "./match-payments";

/**
 * Taking or giving up a place: the answer is the match as it now stands; on a refusal (409: someone took
 * the last place first) the match is read again, so the page shows why.
 */
function usePlaceMutation<TInput>(slug: string, call: (input: TInput) => Promise<Match>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (match) => {
      queryClient.setQueryData(matchKey(slug), match);
      // The player's matches on /reservas gained or lost this one.
      void queryClient.invalidateQueries({ queryKey: ["bookings", "my-matches"] });
      // Who is in changed: so did the shares.
      return queryClient.invalidateQueries({ queryKey: matchPaymentsKey(slug) });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: matchKey(slug) }),
  });
}

export const useJoinMatch = (slug: string) =>
  usePlaceMutation(slug, (side: CourtSide | null) =>
    apiRequest(joinMatch, { params: { slug }, body: side ? { side } : {} }),
  );

export const useLeaveMatch = (slug: string) =>
  usePlaceMutation(slug, () => apiRequest(leaveMatch, { params: { slug } }));
