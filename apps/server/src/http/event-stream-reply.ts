import type { FastifyReply } from "fastify";

/**
 * Takes the reply over as a stream of server-sent events (`text/event-stream`): the security headers set
 * so far (helmet) go out with the stream's own, and nothing buffers it (no compression, no proxy buffer).
 */
export function startEventStream(reply: FastifyReply) {
  const raw = reply.raw;
  reply.hijack();
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) raw.setHeader(name, value);
  }
  raw.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    "x-accel-buffering": "no",
    connection: "keep-alive",
  });
  return {
    /** One event, its data as JSON on one line; `name` gives it an `event:` line. */
    send(data: unknown, name?: string) {
      raw.write(`${name ? `event: ${name}\n` : ""}data: ${JSON.stringify(data)}\n\n`);
    },
    /** A comment line: keeps proxies from closing a quiet stream. */
    ping() {
      raw.write(": ping\n\n");
    },
    end() {
      raw.end();
    },
  };
}

export type EventStream = ReturnType<typeof startEventStream>;
