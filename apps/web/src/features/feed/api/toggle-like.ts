import { type FeedItem, likePost, unlikePost } from "@club/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { EVERY_FEED, useSetFeedItem } from "./feed-cache";

type Like = { item: FeedItem; clubId: number };

/**
 * Like or unlike at once on screen (optimistic): the heart turns before the server answers, the server's
 * count replaces the guess, and a refusal puts back what was there.
 */
export function useToggleLike() {
  const queryClient = useQueryClient();
  const setItem = useSetFeedItem();
  return useMutation({
    mutationFn: ({ item, clubId }: Like) =>
      apiRequest(item.liked ? unlikePost : likePost, { params: { id: item.id }, body: { club_id: clubId } }),
    onMutate: async ({ item }: Like) => {
      await queryClient.cancelQueries(EVERY_FEED);
      setItem(item.id, () => ({ liked: !item.liked, like_count: item.like_count + (item.liked ? -1 : 1) }));
    },
    onSuccess: (answer, { item }) =>
      setItem(item.id, () => ({ liked: answer.liked, like_count: answer.like_count })),
    onError: (_error, { item }) =>
      setItem(item.id, () => ({ liked: item.liked, like_count: item.like_count })),
  });
}
