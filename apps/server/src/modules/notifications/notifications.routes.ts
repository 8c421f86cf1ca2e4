import {
  archiveNotification,
  archivePlayerNotification,
  getNotifications,
  getPlayerNotifications,
  getUnreadNotifications,
  readAllNotifications,
  readMultipleNotifications,
  readPlayerNotifications,
} from "@club/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { registerEndpoint } from "../../http/route";
import * as service from "./notifications.service";
import { notificationToWire, playerNotificationToWire } from "./notifications.wire";

/** The administrator's inbox: their own copies in the club they administer. */
function adminRoutes(app: FastifyInstance, ctx: AppContext) {
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
      return { data: page.notifications.map(notificationToWire), pagination: page.pagination };
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

/** Anyone signed in: their own notices from every club, with no club in the inbox. */
function playerRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getPlayerNotifications, async ({ query, session }) => {
    const page = await service.listNotifications(ctx.db, {
      userId: session.id,
      unreadOnly: query.unread_only,
      page: query.page,
      limit: query.limit,
    });
    return {
      data: page.notifications.map(playerNotificationToWire),
      pagination: page.pagination,
      unread_count: page.unreadCount,
    };
  });

  registerEndpoint(app, ctx, readPlayerNotifications, async ({ body, session }) => {
    const inbox = { userId: session.id };
    const updated = body.ids
      ? await service.readNotifications(ctx.db, { ...inbox, ids: body.ids })
      : await service.readAllNotifications(ctx.db, inbox);
    return { ok: true as const, updated };
  });

  registerEndpoint(app, ctx, archivePlayerNotification, async ({ params, session }) => {
    const id = await service.archiveNotification(ctx.db, { userId: session.id, id: params.id });
    return { ok: true as const, id };
  });
}

export function notificationsRoutes(app: FastifyInstance, ctx: AppContext) {
  adminRoutes(app, ctx);
  playerRoutes(app, ctx);
}
