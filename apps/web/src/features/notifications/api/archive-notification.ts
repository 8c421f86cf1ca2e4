import { archiveNotification as archiveNotificationEndpoint } from "@club/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client";
import { invalidateNotifications } from "../../../lib/notification-queries";

export function archiveNotification(id: number) {
  return apiRequest(archiveNotificationEndpoint, { params: { id } });
}

export function useArchiveNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveNotification,
    onSettled: () => invalidateNotifications(queryClient),
  });
}
