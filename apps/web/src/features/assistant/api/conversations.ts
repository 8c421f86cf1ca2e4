import { deleteAssistantConversation, getAssistantConversations } from "@club/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";

export const CONVERSATIONS_KEY = ["assistant", "conversations"] as const;
/** The latest conversations the menu offers (the screen opens on the first). */
const LISTED = 20;

/** The administrator's own conversations in this club, the latest first, with their messages. */
export function useAssistantConversations() {
  return useQuery({
    queryKey: CONVERSATIONS_KEY,
    queryFn: () => apiRequest(getAssistantConversations, { query: { page: 1, limit: LISTED } }),
  });
}

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(deleteAssistantConversation, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
  });
}
