import { joinMatchWaitlist, leaveMatchWaitlist, type Match, type MatchWaitlist } from "@club/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { matchKey } from "./get-match";

/** Joining or leaving the line: the answer is the line as it now stands, written into the match's page. */
function useWaitlistMutation(slug: string, call: () => Promise<MatchWaitlist>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (waitlist) =>
      queryClient.setQueryData<Match>(matchKey(slug), (match) => match && { ...match, waitlist }),
    onError: () => queryClient.invalidateQueries({ queryKey: matchKey(slug) }),
  });
}

export const useJoinWaitlist = (slug: string) =>
  useWaitlistMutation(slug, () => apiRequest(joinMatchWaitlist, { params: { slug } }));

export const useLeaveWaitlist = (slug: string) =>
  useWaitlistMutation(slug, () => apiRequest(leaveMatchWaitlist, { params: { slug } }));
