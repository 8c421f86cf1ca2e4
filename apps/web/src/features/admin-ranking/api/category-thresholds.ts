import { type EndpointInput, getCategoryThresholds, setCategoryThresholds } from "@club/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export type ThresholdsBody = EndpointInput<typeof setCategoryThresholds>["body"];

const THRESHOLDS_KEY = ["admin-ranking", "thresholds"] as const;

/** The points from which the club places its players in each category. */
export function useCategoryThresholds() {
  return useQuery({
    queryKey: THRESHOLDS_KEY,
    queryFn: () => apiRequest(getCategoryThresholds),
  });
}

/** Replaces the club's thresholds as a whole; the answer is what the screen shows from then on. */
export function useSaveCategoryThresholds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ThresholdsBody) => apiRequest(setCategoryThresholds, { body }),
    onSuccess: (saved) => queryClient.setQueryData(THRESHOLDS_KEY, saved),
  });
}
