import { z } from "zod";
import { idParam, idParams, pageQuery, paginationSchema } from "./common";
import { endpoint } from "./endpoint";

export const NOTIFICATION_TYPES = ["critical_stock", "welcome", "maintenance"] as const;

export const notificationSchema = z.object({
  id: z.number().int(),
  // critical_stock, welcome, maintenance, or any other type.
  notification_type: z.string(),
  notification_title: z.string(),
  notification_message: z.string(),
  notification_sent_at_text: z.string(),
  notification_status: z.enum(["unread", "read"]),
  notification_link: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationPageSchema = z.object({
  data: z.array(notificationSchema),
  pagination: paginationSchema,
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const getNotifications = endpoint({
  method: "GET",
  path: "/api/admin/notification/get_notifications",
  summary: "Notificaciones del administrador, las más recientes primero (sin las archivadas)",
  tag: "notification",
  access: "admin",
  querystring: pageQuery(5, 50),
  response: notificationPageSchema,
});

export const getUnreadNotifications = endpoint({
  method: "GET",
  path: "/api/admin/notification/get_unread_notifications",
  summary: "Notificaciones no leídas del administrador",
  tag: "notification",
  access: "admin",
  querystring: pageQuery(5, 50),
  response: notificationPageSchema,
});

export const archiveNotification = endpoint({
  method: "PUT",
  path: "/api/admin/notification/archive_notification/:id",
  summary: "Archivar una notificación: sale de todas las listas",
  tag: "notification",
  access: "admin",
  params: idParams,
  response: z.object({ ok: z.literal(true), id: z.number().int() }),
});

export const readMultipleNotifications = endpoint({
  method: "PUT",
  path: "/api/admin/notification/read_multiple_notifications",
  summary: "Marcar como leídas las notificaciones indicadas (arreglo de ids)",
  tag: "notification",
  access: "admin",
  body: z.array(idParam).min(1, "Indica al menos una notificación").max(200),
  response: z.object({ ok: z.literal(true), updated: z.number().int() }),
});

export const readAllNotifications = endpoint({
  method: "GET",
  path: "/api/admin/notification/read_all_notifications",
  summary: "Marcar todas las notificaciones como leídas",
  tag: "notification",
  access: "admin",
  response: z.object({ ok: z.literal(true), updated: z.number().int() }),
});
