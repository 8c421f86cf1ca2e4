import { getMatchPayments, payShare } from "@club/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { goToGateway } from "../../../lib/go-to-gateway";
import { matchKey } from "./get-match";

/** Under the match's key: joining, leaving or paying reads the bill again. */
export const matchPaymentsKey = (slug: string) => [...matchKey(slug), "payments"] as const;

/** Who paid what: for the match's players only (`enabled` once the page knows the viewer is one). */
export const useMatchPayments = (slug: string, enabled: boolean) =>
  useQuery({
    queryKey: matchPaymentsKey(slug),
    queryFn: () => apiRequest(getMatchPayments, { params: { slug } }),
    enabled,
  });

/** Opens the player's share payment and sends the browser to the gateway (Webpay, or the test page). */
export const usePayShare = (slug: string) =>
  useMutation({
    mutationFn: () => apiRequest(payShare, { params: { slug } }),
    onSuccess: ({ redirect_url, post_fields }) => goToGateway(redirect_url, post_fields),
  });
