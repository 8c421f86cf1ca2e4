import { LIVE_EVENTS_PATH } from "@club/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import type { ListenFn } from "../../db/client";
import { resolveSession } from "../../http/session";
import { createEventStreams } from "./event-stream";

/**
 * GET /api/admin/events: the club's changes as server-sent events (contract `live.ts`). Not a JSON
 * endpoint, so registered here rather than through the contract's endpoint list; the same guard runs
 * first, so a missing token or a player gets the usual error envelope.
 */
export function liveRoutes(app: FastifyInstance, ctx: AppContext, listen: ListenFn) {
  const streams = createEventStreams(listen);
  // Before the server stops: an open stream would otherwise keep it waiting.
  app.addHook("preClose", async () => streams.endAll());
  app.addHook("onClose", () => streams.close());

  app.get(LIVE_EVENTS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const session = await resolveSession(request, "admin", ctx);
    await streams.open(request, reply, session.clubId);
  });
}
