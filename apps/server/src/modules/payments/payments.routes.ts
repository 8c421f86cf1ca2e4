import { getPayment, startPayment } from "@club/contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { AppContext } from "../../context";
import { registerEndpoint } from "../../http/route";
import { toBookingWire } from "../bookings/bookings.wire";
import { formFields, parseGatewayReturn } from "./gateway-return";
import { resolvePaymentGateway } from "./payment-gateways";
import { settleGatewayReturn } from "./payment-return.service";
import { findPayableBooking, RETURN_PATH, startOnlinePayment } from "./payment-start.service";
import { returnLocation } from "./payments.wire";
import { TEST_GATEWAY_PATH, type TestGateway } from "./test-gateway";
import { decisionOf, testGatewayGonePage, testGatewayPage } from "./test-gateway-page";

export function paymentsRoutes(app: FastifyInstance, ctx: AppContext) {
  const { gateway, test } = resolvePaymentGateway(ctx.config);

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
      (_req, body, done) => done(null, formFields(String(body))),
    );

    const settle = async (fields: unknown, reply: FastifyReply) => {
      const back = parseGatewayReturn(fields);
      const outcome = back && (await settleGatewayReturn(ctx.db, gateway, back, ctx.now()));
      return reply.redirect(returnLocation(outcome), 303);
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
    const decision = decisionOf(request.body);
    const back = decision && test.decide(token, decision);
    return back ? reply.redirect(back, 303) : html(reply, 404, testGatewayGonePage());
  });
}
