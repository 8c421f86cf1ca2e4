import type { PlayerNotification } from "@club/contract";
import { notifications } from "@mantine/notifications";
import { useArchivePlayerNotification, useReadPlayerNotifications } from "../api/change-player-notifications";

const failed = (title: string) => (error: Error) =>
  notifications.show({ color: "red", title, message: error.message });

/** What the inbox does with a notice: open it (read), archive it, or read them all. */
export function useNoticeActions() {
  const read = useReadPlayerNotifications();
  const archive = useArchivePlayerNotification();
  return {
    isArchiving: (id: number) => archive.isPending && archive.variables?.id === id,
    readingAll: read.isPending && read.variables === "all",
    open: (notice: PlayerNotification) => {
      // Only unread ones change: the count drops by one for each.
      if (notice.notification_status === "unread") read.mutate([notice.id]);
    },
    archive: (notice: PlayerNotification) =>
      archive.mutate(notice, { onError: failed("No se pudo archivar la notificación") }),
    readAll: () => read.mutate("all", { onError: failed("No se pudieron marcar como leídas") }),
  };
}
