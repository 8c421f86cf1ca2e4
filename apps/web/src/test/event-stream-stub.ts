import { vi } from "vitest";
import { jsonResponse, type PathReplies, stubFetch } from "./fetch-stub";

/** One `data:` line per event, as a server-sent events answer writes them. */
const sseLine = (event: unknown) => `data: ${JSON.stringify(event)}\n\n`;

/**
 * A `text/event-stream` answer that sends each event as its own piece; `open` leaves the stream unfinished
 * after them, to observe a screen while an answer is still arriving.
 */
export function eventStreamResponse(events: readonly unknown[], { open = false } = {}): Response {
  const encoder = new TextEncoder();
  let index = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const event = events[index++];
      if (event !== undefined) controller.enqueue(encoder.encode(sseLine(event)));
      else if (!open) controller.close();
      // An open stream answers nothing more: its reader waits.
      else return new Promise<void>(() => {});
    },
  });
  return new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } });
}

/** The events one stream path answers a request body with, or a plain reply (an error envelope). */
export type StreamReplies = Record<
  string,
  (body: unknown) => { events: readonly unknown[]; open?: boolean } | { status: number; body: unknown }
>;

/**
 * stubFetch (JSON answers by pathname) plus paths that answer a stream of server-sent events, or an error
 * envelope before any stream; the mock returned records every call, so `callsTo` reads both kinds.
 */
export function stubFetchWithStreams(replies: PathReplies, streams: StreamReplies) {
  const json = stubFetch(replies);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const stream = streams[new URL(String(input), "http://localhost").pathname];
    if (!stream) return json(input, init);
    const answer = stream(typeof init?.body === "string" ? JSON.parse(init.body) : undefined);
    return "events" in answer
      ? eventStreamResponse(answer.events, { open: answer.open })
      : jsonResponse(answer.body, answer.status);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
