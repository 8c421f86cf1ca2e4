import {
  archiveNotification,
  getNotifications,
  getUnreadNotifications,
  type Notification,
  readAllNotifications,
  readMultipleNotifications,
} from "@club/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { registerEndpoint } from "../../http/route";
import * as service from "./notifications.service";

function toWire(view: service.NotificationView): Notification {
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

export function notificationsRoutes(app: FastifyInstance, ctx: AppContext) {
  for (const [ep, unreadOnly] of [
    [getNotifications, false],
    [getUnreadNotifications, true],
  ] as const) {
    registerEndpoint(app, ctx, ep, async ({ query, session }) => {
      const page = await service.listNotifications(ctx.db, {
        clubId: session.clubId,
        userId: session.id,
        unreadOnly,
        page: query.page,
        limit: query.limit,
      });
      return { data: page.notifications.map(toWire), pagination: page.pagination };
    });
  }

  registerEndpoint(app, ctx, archiveNotification, async ({ params, session }) => {
    const id = await service.archiveNotification(ctx.db, {
      clubId: session.clubId,
      userId: session.id,
      id: params.id,
    });
    return { ok: true as const, id };
  });

  registerEndpoint(app, ctx, readMultipleNotifications, async ({ body, session }) => {
    const updated = await service.readNotifications(ctx.db, {
      clubId: session.clubId,
      userId: session.id,
      ids: body,
    });
    return { ok: true as const, updated };
  });

  registerEndpoint(app, ctx, readAllNotifications, async ({ session }) => {
    const updated = await service.readAllNotifications(ctx.db, {
      clubId: session.clubId,
      userId: session.id,
    });
    return { ok: true as const, updated };
  });
}
