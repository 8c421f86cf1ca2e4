import type { LiveReady, LiveTopic } from "@club/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ListenFn } from "../../db/client";
import { startEventStream } from "../../http/event-stream-reply";
import { createClubEvents } from "./club-events";

/** A comment line every so often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 20_000;
/** The stream ends after this; the client opens it again, with its current token. */
const STREAM_MS = 10 * 60_000;

const changeEvent = (topic: LiveTopic) => `event: change\ndata: ${JSON.stringify({ topic })}\n\n`;

/**
 * The clubs' changes as server-sent event streams (contract `live.ts`), over one subscription to the
 * database's events per app instance. `open` streams to a request already authorised for its club;
 * `endAll` ends every open stream, `close` stops listening.
 */
export function createEventStreams(listen: ListenFn) {
  const events = createClubEvents(listen);
  // How to end each stream now open.
  const running = new Set<() => void>();

  /** Streams the club's changes until the client leaves, the stream's time is up or `endAll`. */
  async function open(request: FastifyRequest, reply: FastifyReply, clubId: number) {
    const raw = reply.raw;
    let ended = false;
    const timers: NodeJS.Timeout[] = [];
    let unsubscribe: () => void = () => {};
    const end = () => {
      if (ended) return;
      ended = true;
      running.delete(end);
      for (const timer of timers) clearInterval(timer);
      unsubscribe();
      raw.end();
    };
    // Listened to before the wait below: a client gone during it ends the stream as it comes.
    request.raw.on("close", end);
    unsubscribe = await events.subscribe(clubId, (topic) => {
      if (!ended) raw.write(changeEvent(topic));
    });
    if (ended) {
      unsubscribe();
      reply.hijack();
      return;
    }
    const stream = startEventStream(reply);
    stream.send({ quiet_ms: events.quietFor(clubId) } satisfies LiveReady, "ready");
    timers.push(setInterval(() => stream.ping(), HEARTBEAT_MS));
    timers.push(setTimeout(end, STREAM_MS));
    running.add(end);
  }

  return {
    open,
    endAll() {
      for (const end of [...running]) end();
    },
    close: () => events.close(),
  };
}
