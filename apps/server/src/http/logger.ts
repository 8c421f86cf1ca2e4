import type { FastifyRequest, FastifyServerOptions } from "fastify";
import type { RoutePatterns } from "./route-patterns";

/** Where log lines go: standard output by default, a test's collector in tests. */
export type LogStream = { write(line: string): void };

/**
 * What the server writes down, decided in one place: a log never holds query parameters (of a URL or of
 * SQL), password hashes, tokens or personal data. Requests are logged by route, errors by kind.
 */
export function loggerOptions(
  level: string,
  patterns: RoutePatterns,
  stream?: LogStream,
): FastifyServerOptions["logger"] {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (request: FastifyRequest) => requestForLog(request, patterns),
      err: (error: unknown) => errorForLog(error),
    },
    // Our own log calls name what they log; these keys never leave the process, wherever they sit.
    redact: { paths: REDACTED_PATHS, censor: "[oculto]" },
  };
}

const SENSITIVE_KEYS = [
  "authorization",
  "password",
  "passwordHash",
  "token",
  "jwt",
  "email",
  "to",
  "rut",
  "phone",
  "name",
  "lastname",
  "params",
  "detail",
];
const REDACTED_PATHS = SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`]);

/**
 * The route's pattern (`/api/admin/item/find_item/:id`), also for a path the router could not read (a
 * broken `%` escape); a path that falls under no route is not written at all. Never the query string,
 * and never a path parameter that a person typed (a search) or that names someone (a booking's slug).
 */
function requestForLog(request: FastifyRequest, patterns: RoutePatterns) {
  const url = request.routeOptions?.url ?? patterns.match(request.method, request.url) ?? NO_ROUTE;
  return { method: request.method, url, remoteAddress: request.ip };
}

const NO_ROUTE = "(sin ruta)";

type LoggedError = {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  stack: string;
  cause?: LoggedError;
};

const isSqlState = (code: unknown): code is string => typeof code === "string" && /^[0-9A-Z]{5}$/.test(code);

/**
 * A failed query's message carries its parameters (Drizzle appends `params: …`), and a database error's
 * message and detail carry values (`invalid input syntax for type integer: "…"`, `Key (email)=(…)`):
 * only the SQL text, the error's kind and where it happened are kept.
 */
function safeMessage(error: Error & { code?: unknown; query?: unknown }): string {
  if (typeof error.query === "string") return `Failed query: ${error.query}`;
  if (isSqlState(error.code)) return error.message.split(": ")[0] ?? "";
  // A mail server's refusal names the recipient ("550 5.1.1 <ana@correo.cl>: Recipient address rejected").
  return error.message.replace(EMAIL_ADDRESS, "<correo>");
}

const EMAIL_ADDRESS = /[^\s<>()"',;:]+@[^\s<>()"',;:]+/g;

const STRING_FIELDS = ["constraint", "table", "column", "routine"] as const;

function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: "(no es un Error)", stack: "" };
  const fields = error as unknown as Record<string, unknown>;
  const message = safeMessage(error);
  const type = error.constructor.name;
  // The stack's first lines repeat the message: only the frames are kept, after the safe message.
  const frames = (error.stack ?? "").split("\n").filter((line) => line.trimStart().startsWith("at "));
  const logged: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join("\n") };
  if (typeof fields.code === "string") logged.code = fields.code;
  for (const key of STRING_FIELDS) {
    const value = fields[key];
    if (typeof value === "string") logged[key] = value;
  }
  if (error.cause !== undefined && depth < 3) logged.cause = errorForLog(error.cause, depth + 1);
  return logged;
}
