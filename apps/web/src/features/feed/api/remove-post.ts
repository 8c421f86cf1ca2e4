import { removePost } from "@club/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { EVERY_FEED } from "./feed-cache";

export function useRemovePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(removePost, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries(EVERY_FEED),
  });
}
