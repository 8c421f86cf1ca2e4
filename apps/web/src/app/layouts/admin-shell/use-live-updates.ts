import { LIVE_EVENTS_PATH, type LiveReady, type LiveTopic } from "@club/contract";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { EventSourceParserStream } from "eventsource-parser/stream";
import { useEffect } from "react";
import { GLOBAL_STATE_KEY } from "../../../lib/global-state-key";
import { currentToken } from "../../../lib/session";

type KeyPrefix = readonly string[];

/** The point of sale's bookings to charge today (its catalogue is not read again on every change). */
const POS_BOOKINGS: KeyPrefix = ["point-of-sale", "bookings"];
/** The dashboard's sales, courts and critical stock. */
const DASHBOARD: KeyPrefix = ["dashboard"];

/**
 * What each kind of change makes stale, by query-key prefix; the global state (badges, the register
 * status in the header) follows every change.
 */
const STALE_BY_TOPIC: Record<LiveTopic, readonly KeyPrefix[]> = {
  bookings: [["staff-bookings"], ["staff-payments"], POS_BOOKINGS, DASHBOARD],
  orders: [["orders"], ["inventory"], ["register-records"], POS_BOOKINGS, DASHBOARD],
  cash_register_records: [["register-records"]],
  notifications: [["notifications"]],
};

const startsWith = (key: readonly unknown[], prefix: KeyPrefix) => prefix.every((part, i) => key[i] === part);
const EVERY_TOPIC = Object.keys(STALE_BY_TOPIC) as LiveTopic[];

/** Changes come in bursts (a sale touches orders, stock, bookings): one refresh per burst. */
const BURST_MS = 300;
const FIRST_RETRY_MS = 1000;
/** The stream opens once the screen has loaded: it is never what a first paint waits for. */
const START_AFTER_MS = 1500;
const LAST_RETRY_MS = 30_000;

function refresher(queryClient: QueryClient) {
  const due = new Set<LiveTopic>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const prefixes = [GLOBAL_STATE_KEY, ...[...due].flatMap((topic) => STALE_BY_TOPIC[topic])];
    due.clear();
    void queryClient.invalidateQueries({
      predicate: (query) => prefixes.some((prefix) => startsWith(query.queryKey, prefix)),
    });
  };
  return {
    add(topics: readonly LiveTopic[]) {
      for (const topic of topics) due.add(topic);
      timer ??= setTimeout(flush, BURST_MS);
    },
    stop: () => clearTimeout(timer),
  };
}

const isTopic = (value: unknown): value is LiveTopic => EVERY_TOPIC.includes(value as LiveTopic);

function topicOf(data: string): LiveTopic | null {
  try {
    const topic = (JSON.parse(data) as { topic?: unknown }).topic;
    return isTopic(topic) ? topic : null;
  } catch {
    return null;
  }
}

/** What the server's time to write and the network's to carry the `ready` event may hide. */
const READY_MARGIN_MS = 1000;

/**
 * Whether a stream that opens now may have missed a change: unless the club was quiet since before
 * `unheardSince` (the moment from which nothing listened: the screen's load, or the end of the last stream).
 */
export function mayHaveMissed(data: string, unheardSince: number, now = Date.now()): boolean {
  try {
    const quiet = (JSON.parse(data) as Partial<LiveReady>).quiet_ms;
    return !(typeof quiet === "number" && quiet > now - unheardSince + READY_MARGIN_MS);
  } catch {
    return true;
  }
}

/**
 * When the oldest answer in the cache was read (Infinity when none): an answer kept from before the screen
 * loaded (the global state restored from the device, still fresh after a quick reload) may predate a
 * change as much as one read at load.
 */
function oldestRead(queryClient: QueryClient): number {
  let oldest = Number.POSITIVE_INFINITY;
  for (const query of queryClient.getQueryCache().getAll()) {
    const at = query.state.dataUpdatedAt;
    if (at > 0 && at < oldest) oldest = at;
  }
  return oldest;
}

/** The tabs of one browser share one stream: its holder passes each change on to the others. */
const SHARED_STREAM = "club-live-events";

/**
 * Keeps the back office live: reads the club's change stream (server-sent events over fetch, which can
 * carry the bearer token) and refreshes what each change makes stale, so badges and the register status
 * follow what other tabs and operators do within a second. One tab of the browser holds the stream (a
 * Web Lock; when it closes, another takes over) and passes the changes to the others on a
 * BroadcastChannel: a browser keeps at most six connections to a server over HTTP/1.1, and a stream per
 * tab would leave the seventh tab's calls waiting. A dropped stream is opened again, sooner once the
 * browser is back online. Each time a stream opens (the first after the screen loaded, or after a gap),
 * everything live is refreshed once if a change may have been missed before it listened: unless the
 * server's `ready` says the club has been quiet since before the screen loaded (or the last stream
 * ended), which saves a second read of everything on every load. Refused (401, 403), it stops: the
 * session's own handling takes over.
 */
export function useLiveUpdates() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const local = refresher(queryClient);
    const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(SHARED_STREAM);
    if (channel) channel.onmessage = (message: MessageEvent<LiveTopic[]>) => local.add(message.data);
    // What the holder hears: refreshed here and passed on to the other tabs.
    const refresh = {
      add(topics: readonly LiveTopic[]) {
        local.add(topics);
        channel?.postMessage(topics);
      },
    };
    const lockRequest = new AbortController();
    let stopped = false;
    let controller: AbortController | undefined;
    let wake: () => void = () => {};
    // From when no stream has listened: the end of the last one (null before the first has listened).
    let unheardSince: number | null = null;
    const onOnline = () => wake();
    window.addEventListener("online", onOnline);

    const pause = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });

    async function follow(): Promise<"refused" | "ended"> {
      const token = currentToken();
      if (!token) return "refused";
      controller = new AbortController();
      const response = await fetch(LIVE_EVENTS_PATH, {
        headers: { authorization: `Bearer ${token}`, accept: "text/event-stream" },
        cache: "no-store",
        signal: controller.signal,
      });
      if (response.status === 401 || response.status === 403) return "refused";
      if (!response.ok || !response.body) return "ended";
      // The server answers once it listens; its first event says whether what was read before may have
      // missed a change (then it is all read again once). Any other first event counts as a miss.
      let listening = false;
      await response.body
        .pipeThrough(new TextDecoderStream())
        .pipeThrough(new EventSourceParserStream())
        .pipeTo(
          new WritableStream({
            write(event) {
              if (!listening) {
                listening = true;
                // Before the first stream: since the load, or since an answer kept from before it.
                const since =
                  unheardSince ?? Math.min(Date.now() - performance.now(), oldestRead(queryClient));
                if (event.event !== "ready" || mayHaveMissed(event.data, since)) refresh.add(EVERY_TOPIC);
              }
              const topic = event.event === "change" ? topicOf(event.data) : null;
              if (topic) refresh.add([topic]);
            },
          }),
        )
        .finally(() => {
          // From here on nothing listens, until the next stream.
          if (listening) unheardSince = Date.now();
        });
      return "ended";
    }

    async function run() {
      let retryMs = FIRST_RETRY_MS;
      while (!stopped) {
        const startedAt = Date.now();
        const outcome = await follow().catch(() => "ended" as const);
        if (stopped || outcome === "refused") return;
        // A stream that lived a while ended normally (the server's time limit): open it again at once.
        retryMs =
          Date.now() - startedAt > LAST_RETRY_MS
            ? 0
            : Math.min(Math.max(retryMs * 2, FIRST_RETRY_MS), LAST_RETRY_MS);
        await pause(retryMs);
      }
    }
    const hold = () =>
      navigator.locks
        ? navigator.locks.request(SHARED_STREAM, { signal: lockRequest.signal }, run).catch(() => {})
        : run();
    const start = setTimeout(() => void hold(), START_AFTER_MS);

    return () => {
      stopped = true;
      clearTimeout(start);
      lockRequest.abort();
      wake();
      controller?.abort();
      local.stop();
      channel?.close();
      window.removeEventListener("online", onOnline);
    };
  }, [queryClient]);
}
