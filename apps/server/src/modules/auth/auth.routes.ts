import {
  confirmEmail,
  forgotPassword,
  login,
  me,
  register,
  resendConfirmation,
  resetPassword,
} from "@club/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { AppContext } from "../../context";
import { registerEndpoint } from "../../http/route";
import {
  CONFIRM_EMAIL_RATE_LIMIT,
  FORGOT_PASSWORD_RATE_LIMIT,
  REGISTER_REQUESTS_PER_MINUTE,
  RESEND_CONFIRMATION_RATE_LIMIT,
  RESET_PASSWORD_RATE_LIMIT,
} from "./auth.rate-limits";
import { login as loginUser, registerPlayer, type SignIn } from "./auth.service";
import { authWire, toSessionUser } from "./auth.wire";
import {
  confirmEmail as confirmUserEmail,
  resendConfirmation as resendConfirmationMail,
} from "./email-confirmation.service";
import {
  askPasswordReset,
  FORGOT_PASSWORD_ANSWER,
  RESET_PASSWORD_ANSWER,
  resetPassword as resetUserPassword,
} from "./password-reset.service";

export function authRoutes(app: FastifyInstance, ctx: AppContext) {
  // The browser keeps a marker that it signed in to the account (known-devices.ts).
  const signedIn = (reply: FastifyReply, { result, deviceCookie }: SignIn) => {
    reply.header("set-cookie", deviceCookie);
    return authWire(result);
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
    async ({ body, request, reply }) => {
      const signIn = await registerPlayer(ctx, body, {
        address: request.ip,
        cookieHeader: request.headers.cookie,
        at: ctx.now(),
      });
      return signedIn(reply, signIn);
    },
    { rateLimit: { max: REGISTER_REQUESTS_PER_MINUTE, timeWindow: "1 minute" } },
  );

  registerEndpoint(app, ctx, confirmEmail, ({ body }) => confirmUserEmail(ctx, body.code), {
    rateLimit: { max: CONFIRM_EMAIL_RATE_LIMIT, timeWindow: "1 minute" },
  });

  registerEndpoint(app, ctx, resendConfirmation, ({ session }) => resendConfirmationMail(ctx, session.id), {
    rateLimit: { max: RESEND_CONFIRMATION_RATE_LIMIT, timeWindow: "1 minute" },
  });

  registerEndpoint(
    app,
    ctx,
    forgotPassword,
    async ({ body }) => {
      // The same answer, at the same speed, whether or not the address has an account.
      await askPasswordReset(ctx.db, body.email);
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
