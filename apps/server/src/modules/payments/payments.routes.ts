import { getPayment, startPayment } from "@club/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { AppContext } from "../../context";
import { createAfterAnswer } from "../../http/after-answer";
import { registerEndpoint } from "../../http/route";
import { mailBookingConfirmation, mailOnlinePayment } from "../bookings/booking-mail.service";
import { toBookingWire } from "../bookings/bookings.wire";
import { type GatewayReturn, settleGatewayReturn } from "./payment-return.service";
import { findPayableBooking, RETURN_PATH, startOnlinePayment } from "./payment-start.service";
import { TEST_GATEWAY_PATH, type TestDecision, type TestGateway, testGateway } from "./test-gateway";
import { testGatewayGonePage, testGatewayPage } from "./test-gateway-page";
import { webpayGateway } from "./webpay-gateway";

const NOT_FOUND_PAGE = "/pago_no_encontrado";
const RETURN_FIELDS = ["token_ws", "TBK_TOKEN", "TBK_ORDEN_COMPRA", "TBK_ID_SESION"] as const;

/** The gateway's fields from a query or a form, each a short text or left out. */
function gatewayReturnOf(source: unknown): GatewayReturn {
  const fields = (source ?? {}) as Record<string, unknown>;
  const picked: GatewayReturn = {};
  for (const name of RETURN_FIELDS) {
    const value = fields[name];
    if (typeof value === "string" && value.length > 0 && value.length <= 128) picked[name] = value;
  }
  return picked;
}

const formBody = (body: string) => Object.fromEntries(new URLSearchParams(body));

export function paymentsRoutes(app: FastifyInstance, ctx: AppContext) {
  const afterAnswer = createAfterAnswer(app, ctx.log);
  const test = ctx.config.webpay ? null : testGateway();
  const gateway = ctx.config.webpay
    ? webpayGateway(ctx.config.webpay, ctx.config.publicUrl)
    : (test as TestGateway).gateway;

  registerEndpoint(app, ctx, getPayment, async ({ params, session }) => {
    const found = await findPayableBooking(ctx.db, { userId: session.id, slug: params.slug, now: ctx.now() });
    return {
      booking: toBookingWire(found.booking),
      paid_amount: found.paid,
      online_payment_percentage: found.clubPercentage,
      options: found.options,
      blocked_reason: found.blocked,
    };
  });

  registerEndpoint(app, ctx, startPayment, async ({ params, body, session }) => {
    const redirect = await startOnlinePayment(ctx.db, gateway, {
      userId: session.id,
      slug: params.slug,
      percentage: body.percentage,
      now: ctx.now(),
    });
    return { redirect_url: redirect.redirectUrl, post_fields: redirect.postFields };
  });

  // Browser navigations, not JSON calls: the gateway's return and the test gateway's page take forms.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string" },
      (_req, body, done) => done(null, formBody(String(body))),
    );

    const settle = async (fields: unknown, reply: FastifyReply) => {
      const outcome = await settleGatewayReturn(ctx.db, gateway, gatewayReturnOf(fields), ctx.now());
      const { confirmed, paid } = outcome ?? {};
      if (confirmed !== undefined) {
        afterAnswer(reply, "no se pudo enviar la confirmación de la reserva", () =>
          mailBookingConfirmation(ctx, confirmed),
        );
      }
      if (paid !== undefined) {
        const { clubId, id, ...payment } = paid;
        afterAnswer(reply, "no se pudo enviar el recibo del pago en línea", () =>
          mailOnlinePayment(ctx, { clubId, id }, payment),
        );
      }
      const to = outcome ? `/payment/${outcome.slug}?resultado=${outcome.result}` : NOT_FOUND_PAGE;
      return reply.redirect(to, 303);
    };
    const returnSchema = {
      summary: "Regreso desde la pasarela (token_ws, o TBK_TOKEN / TBK_ORDEN_COMPRA / TBK_ID_SESION)",
      tags: ["payment"],
    };
    scope.get(RETURN_PATH, { schema: returnSchema }, (request, reply) => settle(request.query, reply));
    scope.post(RETURN_PATH, { schema: returnSchema }, (request, reply) => settle(request.body, reply));

    if (test) registerTestGatewayPage(scope, test);
  });
}

const DECISIONS: readonly TestDecision[] = ["approve", "reject", "abandon"];

function registerTestGatewayPage(scope: FastifyInstance, test: TestGateway) {
  const path = `${TEST_GATEWAY_PATH}/:token`;
  const schema = {
    summary: "Pasarela de prueba (sin credenciales de Webpay): aprobar, rechazar o anular",
    tags: ["payment"],
  };
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).header("cache-control", "no-store").type("text/html; charset=utf-8").send(body);

  scope.get(path, { schema }, async (request, reply) => {
    const { token } = request.params as { token: string };
    const pending = test.pending(token);
    return pending
      ? html(reply, 200, testGatewayPage(`${TEST_GATEWAY_PATH}/${token}`, pending))
      : html(reply, 404, testGatewayGonePage());
  });

  scope.post(path, { schema }, async (request, reply) => {
    const { token } = request.params as { token: string };
    const decision = (request.body as Record<string, unknown> | undefined)?.decision;
    const back = DECISIONS.includes(decision as TestDecision)
      ? test.decide(token, decision as TestDecision)
      : null;
    return back ? reply.redirect(back, 303) : html(reply, 404, testGatewayGonePage());
  });
}
