import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../../test/booking-factories";
import {
  type FakeWebpay,
  startFakeWebpay,
  WEBPAY_TEST_CREDENTIALS,
  webpayConfigFor,
} from "../../../test/fake-webpay";
import { createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { bookingRow, paymentsOf, playerWithBooking, startPayment } from "../../../test/payment-helpers";
import { GATEWAY_DOWN_MESSAGE } from "./payment-start.service";

const clock = testClock("2026-11-23T12:00:00Z");

describe(`Webpay Plus against a fake of its REST API (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let webpay: FakeWebpay;
  let t: TestApp;
  beforeAll(async () => {
    webpay = await startFakeWebpay(WEBPAY_TEST_CREDENTIALS);
    t = await createTestApp({
      now: clock.now,
      config: webpayConfigFor(webpay),
    });
  });
  afterAll(async () => {
    await t.close();
    await webpay.close();
  });

  async function started(percentage = 50) {
    const setup = await playerWithBooking(t);
    const res = await startPayment(t, setup.player.token, setup.booking.slug, percentage);
    expect(res.statusCode, res.body).toBe(200);
    const redirect = new URL(res.json().redirect_url);
    const token = res.json().post_fields?.token_ws ?? "";
    return { ...setup, redirect, token };
  }

  const back = (query: string, method: "GET" | "POST" = "GET") =>
    method === "GET"
      ? t.app.inject({ method, url: `/api/payment/return?${query}` })
      : t.app.inject({
          method,
          url: "/api/payment/return",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: query,
        });

  it("creates the transaction for the share owed and has the browser post token_ws to Webpay's form", async () => {
    const { redirect, token, booking } = await started(50);
    expect(redirect.href).toBe(`${webpay.url}/webpayserver/initTransaction`);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const created = webpay.transaction(token);
    expect(created).toMatchObject({
      amount: 11000,
      session_id: booking.slug,
      return_url: "http://localhost:3000/api/payment/return",
    });
    expect(created?.buy_order).toMatch(new RegExp(`^R${booking.id}P\\d+$`));
  });

  it("commits once on the return with token_ws: the booking is Abonado, its hold gone; a second return only reads", async () => {
    const { token, booking } = await started(50);
    expect((await bookingRow(t, booking.id))?.holdUntil).not.toBeNull();
    const first = await back(`token_ws=${token}`);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(`/payment/${booking.slug}?resultado=pagado`);
    const again = await back(`token_ws=${token}`, "POST");
    expect(again.headers.location).toBe(`/payment/${booking.slug}?resultado=pagado`);
    expect(webpay.transaction(token)?.commits).toBe(1);
    expect(await bookingRow(t, booking.id)).toMatchObject({
      status: "p50",
      paymentPercentage: 50,
      holdUntil: null,
    });
    expect(await paymentsOf(t, booking.id)).toEqual([
      expect.objectContaining({
        channel: "online",
        method: "webpay",
        status: "paid",
        amount: 11000,
        authorizationCode: "1213",
        gatewayToken: token,
      }),
    ]);
  });

  it("a rejected card leaves the booking as it was", async () => {
    const { token, booking } = await started(100);
    webpay.reject(token);
    const res = await back(`token_ws=${token}`);
    expect(res.headers.location).toBe(`/payment/${booking.slug}?resultado=rechazado`);
    expect(await bookingRow(t, booking.id)).toMatchObject({ status: "p0", paymentPercentage: 0 });
    expect((await paymentsOf(t, booking.id)).map((p) => p.status)).toEqual(["rejected"]);
  });

  it("a commit that never reached Webpay is sent again", async () => {
    const { token, booking } = await started(50);
    webpay.dropNextCommit();
    const res = await back(`token_ws=${token}`);
    expect(res.headers.location).toBe(`/payment/${booking.slug}?resultado=pagado`);
    expect(webpay.transaction(token)?.commits).toBe(1);
    expect((await bookingRow(t, booking.id))?.status).toBe("p50");
  });

  it("a commit whose answer is lost is settled by Webpay's status: charged means paid", async () => {
    const { token, booking } = await started(50);
    webpay.loseAnswers(true);
    try {
      const res = await back(`token_ws=${token}`);
      expect(res.headers.location).toBe(`/payment/${booking.slug}?resultado=pagado`);
    } finally {
      webpay.loseAnswers(false);
    }
    // The second commit is Webpay's 422: the card was charged once, by the first.
    expect(webpay.transaction(token)?.commits).toBe(2);
    expect((await bookingRow(t, booking.id))?.status).toBe("p50");
    expect((await paymentsOf(t, booking.id)).map((p) => [p.status, p.authorizationCode])).toEqual([
      ["paid", "1213"],
    ]);
  });

  it("with no answer at all the payment stays pending, the slot held, and a later return confirms it", async () => {
    const { token, booking } = await started(100);
    clock.set("2026-11-23T12:20:00Z");
    webpay.loseAnswers(true, true);
    try {
      const res = await back(`token_ws=${token}`);
      expect(res.headers.location).toBe(`/payment/${booking.slug}?resultado=pendiente`);
    } finally {
      webpay.loseAnswers(false);
      clock.set("2026-11-23T12:00:00Z");
    }
    expect(await bookingRow(t, booking.id)).toMatchObject({
      status: "p0",
      holdUntil: new Date("2026-11-23T12:35:00Z"),
    });
    expect((await paymentsOf(t, booking.id)).map((p) => p.status)).toEqual(["pending"]);
    // Webpay refuses a second commit (422); its status shows the first one charged the card.
    const again = await back(`token_ws=${token}`, "POST");
    expect(again.headers.location).toBe(`/payment/${booking.slug}?resultado=pagado`);
    // Four commits asked in all (each return tries twice); only the first charged the card.
    expect(webpay.transaction(token)?.commits).toBe(4);
    expect((await bookingRow(t, booking.id))?.status).toBe("p100");
    expect((await paymentsOf(t, booking.id)).map((p) => p.status)).toEqual(["paid"]);
  });

  it("an abandoned payment (TBK_TOKEN, by POST) is never committed", async () => {
    const { token, booking } = await started(50);
    const order = webpay.transaction(token)?.buy_order;
    const res = await back(
      `TBK_TOKEN=${token}&TBK_ORDEN_COMPRA=${order}&TBK_ID_SESION=${booking.slug}`,
      "POST",
    );
    expect(res.headers.location).toBe(`/payment/${booking.slug}?resultado=anulado`);
    expect(webpay.transaction(token)?.commits).toBe(0);
    expect((await bookingRow(t, booking.id))?.status).toBe("p0");
    expect((await paymentsOf(t, booking.id)).map((p) => p.status)).toEqual(["abandoned"]);
  });

  // Transbank's documented case of an error on Webpay's form followed by «volver al sitio»: both tokens come.
  it("a return with both token_ws and TBK_TOKEN is abandoned, never committed, not even by a later token_ws", async () => {
    const { token, booking } = await started(50);
    const order = webpay.transaction(token)?.buy_order;
    const res = await back(
      `token_ws=${token}&TBK_TOKEN=${token}&TBK_ORDEN_COMPRA=${order}&TBK_ID_SESION=${booking.slug}`,
    );
    expect(res.headers.location).toBe(`/payment/${booking.slug}?resultado=anulado`);
    const late = await back(`token_ws=${token}`, "POST");
    expect(late.headers.location).toBe(`/payment/${booking.slug}?resultado=anulado`);
    expect(webpay.transaction(token)?.commits).toBe(0);
    expect(await bookingRow(t, booking.id)).toMatchObject({ status: "p0", paymentPercentage: 0 });
    expect((await paymentsOf(t, booking.id)).map((p) => p.status)).toEqual(["abandoned"]);
  });

  it("a timed-out payment (buy order and session only) expires; a wrong session names nothing", async () => {
    const { token, booking } = await started(50);
    const order = webpay.transaction(token)?.buy_order;
    const wrong = await back(`TBK_ORDEN_COMPRA=${order}&TBK_ID_SESION=otra${booking.id}`);
    expect(wrong.headers.location).toBe("/pago_no_encontrado");
    const res = await back(`TBK_ORDEN_COMPRA=${order}&TBK_ID_SESION=${booking.slug}`);
    expect(res.headers.location).toBe(`/payment/${booking.slug}?resultado=expirado`);
    expect((await paymentsOf(t, booking.id)).map((p) => p.status)).toEqual(["expired"]);
    // The token is spent: a late return with it does not commit.
    await back(`token_ws=${token}`);
    expect(webpay.transaction(token)?.commits).toBe(0);
    expect((await bookingRow(t, booking.id))?.status).toBe("p0");
  });

  it("an unknown token goes to /pago_no_encontrado", async () => {
    expect((await back("token_ws=desconocido")).headers.location).toBe("/pago_no_encontrado");
    expect((await back("")).headers.location).toBe("/pago_no_encontrado");
  });

  it("answers 502 in Spanish when Webpay refuses the commerce's credentials, and keeps no open payment", async () => {
    const other = await createTestApp({
      now: clock.now,
      config: { webpay: { ...webpayConfigFor(webpay).webpay, apiKey: "otra" } },
    });
    try {
      const { player, booking } = await playerWithBooking(other);
      const res = await startPayment(other, player.token, booking.slug, 50);
      expect(res.statusCode, res.body).toBe(502);
      expect(res.json().error.message).toBe(GATEWAY_DOWN_MESSAGE);
      expect((await paymentsOf(other, booking.id)).map((p) => p.status)).toEqual(["rejected"]);
    } finally {
      await other.close();
    }
  });
});
