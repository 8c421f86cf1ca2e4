import { readMultipleNotifications } from "@club/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { invalidateNotifications } from "../../../lib/notification-queries";

export function markNotificationsRead(ids: number[]) {
  return apiRequest(readMultipleNotifications, { body: ids });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSettled: () => invalidateNotifications(queryClient),
  });
}
