import { getComments } from "@club/contract";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { feedKeys } from "./feed-keys";

/** The conversation under an item: its first 50 comments, oldest first. */
export function useComments(itemId: number, clubId: number) {
  return useQuery({
    queryKey: feedKeys.comments(itemId),
    queryFn: () => apiRequest(getComments, { params: { id: itemId }, query: { club_id: clubId, limit: 50 } }),
  });
}
