import type { Notification } from "@club/contract";
import { notifications } from "@mantine/notifications";
import { useArchiveNotification } from "../api/archive-notification";
import { useMarkAllNotificationsRead } from "../api/mark-all-notifications-read";
import { useMarkNotificationsRead } from "../api/mark-notifications-read";

function showFailure(error: Error) {
  notifications.show({
    color: "red",
    title: "No se pudo actualizar la notificación",
    message: error.message,
  });
}

/** The panel's actions; every one refreshes the lists and the header's unread flag (see the api files). */
export function useNotificationActions(onNavigate?: () => void) {
  const markRead = useMarkNotificationsRead();
  const markAll = useMarkAllNotificationsRead();
  const archive = useArchiveNotification();

  const pendingId = markRead.isPending
    ? markRead.variables?.[0]
    : archive.isPending
      ? archive.variables
      : undefined;

  return {
    isBusy: (id: number) => pendingId === id,
    markAllPending: markAll.isPending,
    markRead: (id: number) => markRead.mutate([id], { onError: showFailure }),
    markAll: () => markAll.mutate(undefined, { onError: showFailure }),
    archive: (id: number) => archive.mutate(id, { onError: showFailure }),
    // Spec §4: an unread notification becomes read when opened.
    open: (notification: Notification) => {
      if (notification.notification_status === "unread") markRead.mutate([notification.id]);
      onNavigate?.();
    },
  };
}

export type NotificationActions = ReturnType<typeof useNotificationActions>;
