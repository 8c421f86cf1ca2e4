import { vi } from "vitest";

/** One answer of the stubbed server; "hang" never answers, to observe loading states. */
export type Reply = { status?: number; body?: unknown } | "hang";
/** Answers one call, or leaves it unanswered (undefined), which the stub turns into a 500. */
export type Route = (method: string, url: URL, body: unknown) => Reply | undefined;
/** Answers by pathname; a function receives the parsed request body. */
export type PathReplies = Record<string, Reply | ((body: unknown) => Reply)>;

const BASE = "http://localhost";

/** The app's error envelope, as the server sends it. */
export const errorReply = (status: number, code: string, message: string) => ({
  status,
  body: { error: { code, message, requestId: "test" } },
});
export const notFound = () => errorReply(404, "NOT_FOUND", "No encontrado");
export const forbidden = () => errorReply(403, "FORBIDDEN", "Sin permiso");

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body ?? null), {
    status,
    headers: { "content-type": "application/json" },
  });
}

const parseBody = (init?: RequestInit) =>
  typeof init?.body === "string" ? JSON.parse(init.body) : undefined;

/** Every listed path answers as given; any other path answers 404, which the notification lists read as empty. */
function byPath(replies: PathReplies): Route {
  return (_method, url, body) => {
    const entry = replies[url.pathname];
    return (typeof entry === "function" ? entry(body) : entry) ?? notFound();
  };
}

/**
 * Stubs the network boundary with a map of pathnames (others 404) or a route function (calls it
 * leaves unanswered get a 500 naming them, so a test sees them).
 */
export function stubFetch(routes: Route | PathReplies) {
  const route = typeof routes === "function" ? routes : byPath(routes);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), BASE);
    const method = init?.method ?? "GET";
    const reply =
      route(method, url, parseBody(init)) ??
      errorReply(500, "INTERNAL_ERROR", `Sin ruta: ${method} ${url.pathname}`);
    if (reply === "hang") return new Promise<Response>(() => {});
    return jsonResponse(reply.body, reply.status);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** The calls made to one path, as [method, body] pairs. */
export function callsTo(fetchMock: ReturnType<typeof stubFetch>, pathname: string) {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), BASE).pathname === pathname)
    .map(([, init]) => [init?.method ?? "GET", parseBody(init)]);
}
