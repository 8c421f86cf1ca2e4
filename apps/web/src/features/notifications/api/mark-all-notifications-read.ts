import { readAllNotifications } from "@club/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { invalidateNotifications } from "../../../lib/notification-queries";

export function markAllNotificationsRead() {
  return apiRequest(readAllNotifications);
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => invalidateNotifications(queryClient),
  });
}
