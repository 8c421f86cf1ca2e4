import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import { resolveSession } from "../../http/session";

/**
 * Who reads a public page, when they send their token: the page then tells them what is theirs (their
 * place on a waitlist). No token, or one that no longer opens a session, reads it as anyone.
 */
export async function signedInViewer(
  request: FastifyRequest,
  ctx: Pick<AppContext, "tokens" | "sessionUsers">,
) {
  if (!request.headers.authorization) return null;
  try {
    return await resolveSession(request, "user", ctx);
  } catch (error) {
    if (error instanceof AppError && error.code === "UNAUTHORIZED") return null;
    throw error;
  }
}
