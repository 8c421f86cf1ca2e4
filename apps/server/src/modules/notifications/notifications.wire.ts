import type { Notification, PlayerNotification } from "@club/contract";
import type { NotificationView } from "./notifications.service";

export function notificationToWire(view: NotificationView): Notification {
  return {
    id: view.id,
    notification_type: view.type,
    notification_title: view.title,
    notification_message: view.message,
    notification_sent_at_text: view.sentAtText,
    notification_status: view.status,
    notification_link: view.link,
  };
}

/** A player reads notices from every club they play at, so each names its club. */
export function playerNotificationToWire(view: NotificationView): PlayerNotification {
  return { ...notificationToWire(view), club: { id: view.clubId, name: view.clubName } };
}
