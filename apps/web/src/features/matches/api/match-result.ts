import { confirmResult, type Match, reportResult, settleResult } from "@club/contract";
import type { PadelSet } from "@club/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { matchKey } from "./get-match";

/** A change to the match's result: the answer is the match as it now stands (the ranking moves with it). */
function useResultMutation<TInput>(slug: string, call: (input: TInput) => Promise<Match>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (match) => {
      queryClient.setQueryData(matchKey(slug), match);
      void queryClient.invalidateQueries({ queryKey: ["ranking"] });
      void queryClient.invalidateQueries({ queryKey: ["profile"] });
      void queryClient.invalidateQueries({ queryKey: ["feed"] });
      // The player's matches on /reservas say whose result is still to report or confirm.
      void queryClient.invalidateQueries({ queryKey: ["bookings", "my-matches"] });
    },
  });
}

export const useReportResult = (slug: string) =>
  useResultMutation(slug, (input: { sets: PadelSet[]; pair_1: string[]; pair_2: string[] }) =>
    apiRequest(reportResult, {
      params: { slug },
      body: { ...input, sets: input.sets.map(([a, b]) => [a, b]) },
    }),
  );

export const useAnswerResult = (slug: string) =>
  useResultMutation(slug, (agree: boolean) =>
    apiRequest(confirmResult, { params: { slug }, body: { agree } }),
  );

export const useSettleResult = (slug: string) =>
  useResultMutation(slug, (input: { decision: "confirm" | "annul"; sets?: PadelSet[] }) =>
    apiRequest(settleResult, {
      params: { slug },
      body: { decision: input.decision, ...(input.sets ? { sets: input.sets.map(([a, b]) => [a, b]) } : {}) },
    }),
  );
