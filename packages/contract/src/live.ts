/**
 * The back office's live stream (server-sent events, `text/event-stream`), for a club administrator with
 * the bearer token. Each `change` event names what changed in the caller's club; the screens read their
 * data again. Comments (`: ping`) keep the connection open; the server ends the stream after a while and
 * the client opens it again (with its current token).
 */
export const LIVE_EVENTS_PATH = "/api/admin/events";

export const LIVE_TOPICS = ["bookings", "orders", "cash_register_records", "notifications"] as const;
export type LiveTopic = (typeof LIVE_TOPICS)[number];
/** The data of a `change` event. */
export type LiveEvent = { topic: LiveTopic };
