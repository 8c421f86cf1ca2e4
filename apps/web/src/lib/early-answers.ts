import { currentToken } from "./session";

/*
 * Reads a screen needs, sent as its navigation starts rather than once the code that checks the answer
 * (the contract and zod, some 30 KB) has arrived: on a phone that code is another round trip or two
 * before the first byte of data would be asked for. A route loader sends the GET here; the API client
 * takes the answer when its query runs, checks it against the contract as always, and asks again only
 * if nothing was sent, the session changed, or the answer is older than a few seconds. Each is taken once.
 */

type Early = { token: string; sentAt: number; response: Promise<Response> };

const early = new Map<string, Early>();
const FRESH_FOR_MS = 10_000;

/** Starts a signed GET of this URL for the current session (no-op signed out or already on its way). */
export function sendEarly(url: string): void {
  const token = currentToken();
  if (!token || early.has(url)) return;
  const response = fetch(url, {
    method: "GET",
    headers: { accept: "application/json", authorization: `Bearer ${token}` },
  });
  // A failure belongs to the query that takes it; until then it is nobody's unhandled rejection.
  response.catch(() => undefined);
  early.set(url, { token, sentAt: Date.now(), response });
}

/** The answer sent early for this URL and session, if any and still fresh; it is then forgotten. */
export function takeEarly(url: string, token: string): Promise<Response> | undefined {
  const sent = early.get(url);
  early.delete(url);
  if (!sent || sent.token !== token || Date.now() - sent.sentAt > FRESH_FOR_MS) return undefined;
  return sent.response;
}

/** Forgets every answer sent early (a test's requests must not reach the next test). */
export function forgetEarlyAnswers(): void {
  early.clear();
}
