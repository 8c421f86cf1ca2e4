import { getCommentReports } from "@club/contract";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { feedKeys } from "./feed-keys";

/** The club's reported comments (administrators): the latest 50. */
export function useCommentReports(enabled: boolean) {
  return useQuery({
    queryKey: feedKeys.reports,
    queryFn: () => apiRequest(getCommentReports, { query: { limit: 50 } }),
    enabled,
  });
}
