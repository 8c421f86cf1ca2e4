import { z } from "zod";
import { idParam, idParams, pageQuery, paginationSchema } from "./common";
import { endpoint } from "./endpoint";
import { notificationSchema } from "./notifications";

/** A notice in a player's own inbox: the administrators' shape, plus the club it came from. */
export const playerNotificationSchema = notificationSchema.extend({
  club: z.object({ id: z.number().int(), name: z.string() }),
});
export type PlayerNotification = z.infer<typeof playerNotificationSchema>;

export const playerNotificationPageSchema = z.object({
  data: z.array(playerNotificationSchema),
  pagination: paginationSchema,
  // Unread notices in every club, whatever the page and the filter: the bell's number.
  unread_count: z.number().int(),
});
export type PlayerNotificationPage = z.infer<typeof playerNotificationPageSchema>;

export const getPlayerNotifications = endpoint({
  method: "GET",
  path: "/api/user/get_notifications",
  summary:
    "Mis notificaciones de todos mis clubes, las más recientes primero (sin las archivadas), y cuántas no he leído",
  tag: "notification",
  access: "user",
  querystring: pageQuery(10, 50).extend({
    unread_only: z
      .enum(["true", "false"], { error: "El filtro de no leídas debe ser true o false" })
      .default("false")
      .transform((value) => value === "true"),
  }),
  response: playerNotificationPageSchema,
});

export const readPlayerNotifications = endpoint({
  method: "PUT",
  path: "/api/user/read_notifications",
  summary: "Marcar como leídas mis notificaciones indicadas (ids) o todas (all: true)",
  tag: "notification",
  access: "user",
  body: z
    .object({
      ids: z
        .array(idParam)
        .min(1, "Indica al menos una notificación")
        .max(200, "Puedes marcar hasta 200 notificaciones a la vez")
        .optional(),
      all: z.literal(true, { error: "all solo puede ser true" }).optional(),
    })
    .superRefine((body, ctx) => {
      if ((body.ids === undefined) === (body.all === undefined)) {
        ctx.addIssue({
          code: "custom",
          path: ["ids"],
          message: "Indica las notificaciones (ids) o todas (all: true), una de las dos",
        });
      }
    }),
  response: z.object({ ok: z.literal(true), updated: z.number().int() }),
});

export const archivePlayerNotification = endpoint({
  method: "PUT",
  path: "/api/user/archive_notification/:id",
  summary: "Archivar una de mis notificaciones: sale de todas mis listas",
  tag: "notification",
  access: "user",
  params: idParams,
  response: z.object({ ok: z.literal(true), id: z.number().int() }),
});
