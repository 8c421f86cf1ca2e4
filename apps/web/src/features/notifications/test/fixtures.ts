import type { Notification, NotificationPage } from "@club/contract";

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    notification_type: "critical_stock",
    notification_title: "Stock crítico: Pelotas Head",
    notification_message: "Quedan 2 unidades (mínimo 5).",
    notification_sent_at_text: "hace 5 minutos",
    notification_status: "unread",
    notification_link: "/admin/inventario/12",
    ...overrides,
  };
}

export function makePage(
  data: Notification[],
  { page = 1, total = data.length, totalPages = Math.ceil(total / 5) } = {},
): NotificationPage {
  return { data, pagination: { page, pageSize: 5, pageCount: data.length, total, totalPages } };
}

export const UNREAD_PATH = "/api/admin/notification/get_unread_notifications";
export const ALL_PATH = "/api/admin/notification/get_notifications";
export const READ_MULTIPLE_PATH = "/api/admin/notification/read_multiple_notifications";
export const READ_ALL_PATH = "/api/admin/notification/read_all_notifications";
