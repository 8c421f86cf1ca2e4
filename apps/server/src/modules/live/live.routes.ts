import { LIVE_EVENTS_PATH, type LiveReady, type LiveTopic } from "@club/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import type { ListenFn } from "../../db/client";
import { resolveSession } from "../../http/session";
import { createClubEvents } from "./club-events";

/** A comment line every so often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;
/** The stream ends after this; the client opens it again, with its current token. */
const STREAM_MS = 10 * 60_000;

const changeEvent = (topic: LiveTopic) => `event: change\ndata: ${JSON.stringify({ topic })}\n\n`;
const readyEvent = (ready: LiveReady) => `event: ready\ndata: ${JSON.stringify(ready)}\n\n`;

/**
 * GET /api/admin/events: the club's changes as server-sent events (contract `live.ts`). Not a JSON
 * endpoint, so registered here rather than through the contract's endpoint list; the same guard runs
 * first, so a missing token or a player gets the usual error envelope.
 */
export function liveRoutes(app: FastifyInstance, ctx: AppContext, listen: ListenFn) {
  const events = createClubEvents(listen);
  const open = new Set<() => void>();
  // Before the server stops: an open stream would otherwise keep it waiting.
  app.addHook("preClose", async () => {
    for (const end of [...open]) end();
  });
  app.addHook("onClose", () => events.close());

  app.get(LIVE_EVENTS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const session = await resolveSession(request, "admin", ctx);
    const raw = reply.raw;
    let ended = false;
    const timers: NodeJS.Timeout[] = [];
    let unsubscribe: () => void = () => {};
    const end = () => {
      if (ended) return;
      ended = true;
      open.delete(end);
      for (const timer of timers) clearInterval(timer);
      unsubscribe();
      raw.end();
    };
    // Listened to before the wait below: a client gone during it ends the stream as it comes.
    request.raw.on("close", end);
    unsubscribe = await events.subscribe(session.clubId, (topic) => {
      if (!ended) raw.write(changeEvent(topic));
    });
    if (ended) {
      unsubscribe();
      reply.hijack();
      return;
    }
    reply.hijack();
    // The security headers set so far (helmet) go out with the stream's own.
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) raw.setHeader(name, value);
    }
    raw.writeHead(200, {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      "x-accel-buffering": "no",
      connection: "keep-alive",
    });
    raw.write(readyEvent({ quiet_ms: events.quietFor(session.clubId) }));
    timers.push(setInterval(() => raw.write(": ping\n\n"), HEARTBEAT_MS));
    timers.push(setTimeout(end, STREAM_MS));
    open.add(end);
  });
}
