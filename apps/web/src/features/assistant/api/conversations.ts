import { deleteAssistantConversation, getAssistantConversations } from "@club/contract";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const CONVERSATIONS_KEY = ["assistant", "conversations"] as const;
/** The conversations the menu offers at a time (the screen opens on the first); older ones page in. */
const LISTED = 20;

/**
 * The administrator's own conversations in this club, the latest first, with their messages, a page at a
 * time: `list` holds the pages read so far, `more` reads the next one when there is one.
 */
export function useAssistantConversations() {
  const query = useInfiniteQuery({
    queryKey: CONVERSATIONS_KEY,
    queryFn: ({ pageParam }) =>
      apiRequest(getAssistantConversations, { query: { page: pageParam, limit: LISTED } }),
    initialPageParam: 1,
    getNextPageParam: ({ pagination }) =>
      pagination.page < pagination.totalPages ? pagination.page + 1 : undefined,
  });
  return {
    list: query.data?.pages.flatMap((page) => page.conversations) ?? [],
    error: query.error,
    isPending: query.isPending,
    more: query.hasNextPage ? () => void query.fetchNextPage() : null,
    loadingMore: query.isFetchingNextPage,
  };
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(deleteAssistantConversation, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
  });
}
