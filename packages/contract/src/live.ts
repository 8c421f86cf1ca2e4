/**
 * The back office's live stream (server-sent events, `text/event-stream`), for a club administrator with
 * the bearer token. It opens with a `ready` event once the server listens, saying how long the club has
 * gone without a change; then each `change` event names what changed in the caller's club, and the
 * screens read their data again. Comments (`: ping`) keep the connection open; the server ends the stream after a while and
 * the client opens it again (with its current token).
 */
export const LIVE_EVENTS_PATH = "/api/admin/events";

export const LIVE_TOPICS = ["bookings", "orders", "cash_register_records", "notifications"] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];
/** The data of a `change` event. */
export type LiveEvent = { topic: LiveTopic };
/**
 * The data of the `ready` event: for at least `quiet_ms` milliseconds before the stream opened, nothing
 * changed in the club (as far as this server has listened). A client whose reads all began earlier than
 * that has missed nothing and need not read again.
 */
export type LiveReady = { quiet_ms: number };
