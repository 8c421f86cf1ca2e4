import { forgotPassword, login, me, register, resetPassword } from "@club/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { AppContext } from "../../context";
import { createAfterAnswer } from "../../http/after-answer";
import { registerEndpoint } from "../../http/route";
import { login as loginUser, registerPlayer, type SignIn, toSessionUser } from "./auth.service";
import {
  FORGOT_PASSWORD_ANSWER,
  RESET_PASSWORD_ANSWER,
  requestPasswordReset,
  resetPassword as resetUserPassword,
} from "./password-reset.service";

export const FORGOT_PASSWORD_RATE_LIMIT = 5;
export const RESET_PASSWORD_RATE_LIMIT = 10;
// Each sign-up costs an argon2 hash: a burst from one address is refused before it costs the server.
export const REGISTER_RATE_LIMIT = 10;

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const afterAnswer = createAfterAnswer(app, ctx.log);

  // The browser keeps a marker that it signed in to the account (known-devices.ts).
  const signedIn = (reply: FastifyReply, { result, deviceCookie }: SignIn) => {
    reply.header("set-cookie", deviceCookie);
    return result;
  };

  registerEndpoint(
    app,
    ctx,
    login,
    async ({ body, request, reply }) =>
      signedIn(reply, await loginUser(ctx, { ...body, cookieHeader: request.headers.cookie })),
    { rateLimit: { max: ctx.config.loginRateLimit, timeWindow: "1 minute" } },
  );

  registerEndpoint(
    app,
    ctx,
    register,
    async ({ body, request, reply }) =>
      signedIn(reply, await registerPlayer(ctx, body, request.headers.cookie)),
    {
      rateLimit: { max: REGISTER_RATE_LIMIT, timeWindow: "1 minute" },
    },
  );

  registerEndpoint(
    app,
    ctx,
    forgotPassword,
    async ({ body, reply }) => {
      // The same answer, at the same speed, whether or not the address has an account.
      afterAnswer(reply, "no se pudo enviar el correo de restablecimiento", () =>
        requestPasswordReset(ctx, body.email),
      );
      return FORGOT_PASSWORD_ANSWER;
    },
    { rateLimit: { max: FORGOT_PASSWORD_RATE_LIMIT, timeWindow: "1 minute" } },
  );

  registerEndpoint(
    app,
    ctx,
    resetPassword,
    async ({ body }) => {
      await resetUserPassword(ctx, body);
      return RESET_PASSWORD_ANSWER;
    },
    { rateLimit: { max: RESET_PASSWORD_RATE_LIMIT, timeWindow: "1 minute" } },
  );

  registerEndpoint(app, ctx, me, async ({ session }) => toSessionUser(session));
}
