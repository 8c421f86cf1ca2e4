import { addComment, removeComment, reportComment } from "@club/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { useSetFeedItem } from "./feed-cache";
import { feedKeys } from "./feed-keys";

/** Adding or removing a comment reads the conversation again and moves the item's count. */
export function useAddComment(itemId: number, clubId: number) {
  const queryClient = useQueryClient();
  const setItem = useSetFeedItem();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest(addComment, { params: { id: itemId }, body: { club_id: clubId, text } }),
    onSuccess: () => {
      setItem(itemId, (item) => ({ comment_count: item.comment_count + 1 }));
      return queryClient.invalidateQueries({ queryKey: feedKeys.comments(itemId) });
    },
  });
}

export function useRemoveComment(clubId: number) {
  const queryClient = useQueryClient();
  const setItem = useSetFeedItem();
  return useMutation({
    mutationFn: ({ id }: { id: number; itemId: number }) =>
      apiRequest(removeComment, { params: { id }, body: { club_id: clubId } }),
    onSuccess: (_answer, { itemId }) => {
      setItem(itemId, (item) => ({ comment_count: Math.max(0, item.comment_count - 1) }));
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: feedKeys.comments(itemId) }),
        queryClient.invalidateQueries({ queryKey: feedKeys.reports }),
      ]);
    },
  });
}

export function useReportComment(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number; itemId: number }) =>
      apiRequest(reportComment, { params: { id }, body: { club_id: clubId } }),
    onSuccess: (_answer, { itemId }) =>
      queryClient.invalidateQueries({ queryKey: feedKeys.comments(itemId) }),
  });
}
