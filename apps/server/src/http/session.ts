import type { Access } from "@club/contract";
import type { FastifyRequest } from "fastify";
import { forbidden, unauthorized } from "./app-error";
import type { SessionUserRow, SessionUsers } from "./session-users";
import type { TokenService } from "./tokens";

export type UserSession = SessionUserRow;
export type AdminSession = SessionUserRow & { role: "club_administrator"; clubId: number };
export type SessionFor<A extends Access> = A extends "admin"
  ? AdminSession
  : A extends "user"
    ? UserSession
    : null;

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(" ");
  return scheme?.toLowerCase() === "bearer" && token ? token : null;
}

/**
 * One guard resolves who calls and, for administrators, their club (the tenant) from the membership,
 * never from the request. No or bad token: 401; not an administrator on an admin call: 403.
 */
export async function resolveSession<A extends Access>(
  request: FastifyRequest,
  access: A,
  deps: { tokens: TokenService; sessionUsers: SessionUsers },
): Promise<SessionFor<A>> {
  if (access === "public") return null as SessionFor<A>;
  const token = bearerToken(request);
  const claims = token ? await deps.tokens.verify(token) : null;
  if (claims === null) throw unauthorized();
  const user = await deps.sessionUsers.find(claims.userId);
  // iat has whole seconds: a token from the second of a password change still counts.
  const validAfter = user?.sessionsValidAfter;
  if (!user || (validAfter && claims.issuedAt < Math.floor(validAfter.getTime() / 1000)))
    throw unauthorized();
  if (access === "admin" && (user.role !== "club_administrator" || user.clubId === null)) {
    throw forbidden("Esta sección es solo para administradores del club");
  }
  return user as SessionFor<A>;
}
