import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../../test/booking-factories";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import {
  bookingRow,
  paymentsOf,
  playerWithBooking,
  startPayment,
  throughTestGateway,
} from "../../../test/payment-helpers";
import { FULL_PAYMENT_MESSAGE, NO_ONLINE_PAYMENT_MESSAGE } from "./payment-options";

const clock = testClock("2026-11-23T12:00:00Z");

describe(`the built-in test gateway (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  async function throughGateway(token: string, slug: string, percentage: number, decision: string) {
    const res = await startPayment(t, token, slug, percentage);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().redirect_url as string;
    expect(page).toMatch(/^\/api\/payment\/test_gateway\/[0-9a-f]{64}$/);
    return { page, location: await throughTestGateway(t, page, decision) };
  }

  const payment = (token: string, slug: string) =>
    t.app.inject({ method: "GET", url: `/api/payment/get_payment/${slug}`, headers: bearer(token) });

  it("shows a page labelled as a test, under the app's CSP, with no script", async () => {
    const { player, booking } = await playerWithBooking(t);
    const res = await startPayment(t, player.token, booking.slug, 50);
    const page = await t.app.inject({ method: "GET", url: res.json().redirect_url });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["content-security-policy"]).toContain("form-action 'self'");
    expect(page.body).toContain("Pasarela de prueba — no se cobra dinero real");
    expect(page.body).toContain("$11.000");
    expect(page.body).not.toContain("<script");
  });

  it("pays half, then the rest; the screen's options follow what was paid", async () => {
    const { player, booking } = await playerWithBooking(t);
    const before = await payment(player.token, booking.slug);
    expect(before.json()).toMatchObject({
      paid_amount: 0,
      online_payment_percentage: 50,
      options: [
        { percentage: 50, amount: 11000 },
        { percentage: 100, amount: 22000 },
      ],
      blocked_reason: null,
    });
    const half = await throughGateway(player.token, booking.slug, 50, "approve");
    expect(half.location).toBe(`/payment/${booking.slug}?resultado=pagado`);
    expect((await bookingRow(t, booking.id))?.status).toBe("p50");
    const middle = await payment(player.token, booking.slug);
    expect(middle.json()).toMatchObject({
      paid_amount: 11000,
      options: [{ percentage: 100, amount: 11000 }],
    });
    const again = await startPayment(t, player.token, booking.slug, 50);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("La reserva ya tiene abonado el 50 %");
    await throughGateway(player.token, booking.slug, 100, "approve");
    expect(await bookingRow(t, booking.id)).toMatchObject({ status: "p100", paymentPercentage: 100 });
    const done = await payment(player.token, booking.slug);
    expect(done.json()).toMatchObject({
      paid_amount: 22000,
      options: [],
      blocked_reason: "La reserva ya está pagada",
    });
    const paid = await startPayment(t, player.token, booking.slug, 100);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().error.message).toBe("La reserva ya está pagada");
    expect((await paymentsOf(t, booking.id)).map((p) => [p.method, p.status, p.amount])).toEqual([
      ["test", "paid", 11000],
      ["test", "paid", 11000],
    ]);
  });

  it("rejected and abandoned leave the booking as it was; a decided page is gone", async () => {
    const { player, booking } = await playerWithBooking(t);
    const rejected = await throughGateway(player.token, booking.slug, 50, "reject");
    expect(rejected.location).toBe(`/payment/${booking.slug}?resultado=rechazado`);
    const abandoned = await throughGateway(player.token, booking.slug, 50, "abandon");
    expect(abandoned.location).toBe(`/payment/${booking.slug}?resultado=anulado`);
    expect((await bookingRow(t, booking.id))?.status).toBe("p0");
    expect((await t.app.inject({ method: "GET", url: abandoned.page })).statusCode).toBe(404);
    await expect(throughTestGateway(t, abandoned.page, "approve")).rejects.toThrow("answered 404");
  });

  it("refuses half when the club asks for all of it, a cancelled booking and one already started", async () => {
    const full = await playerWithBooking(t, { onlinePaymentPercentage: 100 });
    const half = await startPayment(t, full.player.token, full.booking.slug, 50);
    expect(half.statusCode).toBe(409);
    expect(half.json().error.message).toBe(FULL_PAYMENT_MESSAGE);

    const { player, booking } = await playerWithBooking(t);
    await t.app.inject({
      method: "PUT",
      url: `/api/booking/cancel_booking/${booking.slug}`,
      headers: bearer(player.token),
    });
    const cancelled = await startPayment(t, player.token, booking.slug, 100);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().error.message).toBe("La reserva está cancelada: no se puede pagar");

    const later = await playerWithBooking(t, { onlinePaymentPercentage: 50 });
    clock.set("2026-11-24T13:30:00Z");
    try {
      const started = await startPayment(t, later.player.token, later.booking.slug, 100);
      expect(started.statusCode).toBe(409);
      expect(started.json().error.message).toBe("La reserva ya comenzó: el saldo se paga en el club");
    } finally {
      clock.set("2026-11-23T12:00:00Z");
    }
  });

  it("takes no online payment at a club set to «Sin pago en línea»: none offered, 409 to start, nothing stored", async () => {
    const { player, booking } = await playerWithBooking(t, { onlinePaymentPercentage: 0 });
    expect(booking).toMatchObject({ hold_until: null, online_payment: false });
    const screen = await payment(player.token, booking.slug);
    expect(screen.json()).toMatchObject({ options: [], blocked_reason: NO_ONLINE_PAYMENT_MESSAGE });
    expect(screen.json().booking.online_payment).toBe(false);
    for (const percentage of [50, 100]) {
      const started = await startPayment(t, player.token, booking.slug, percentage);
      expect(started.statusCode, started.body).toBe(409);
      expect(started.json().error.message).toBe(NO_ONLINE_PAYMENT_MESSAGE);
    }
    expect(await paymentsOf(t, booking.id)).toEqual([]);
    expect(await bookingRow(t, booking.id)).toMatchObject({ status: "p0", holdUntil: null });

    const online = await playerWithBooking(t, { onlinePaymentPercentage: 50 });
    expect(online.booking).toMatchObject({ online_payment: true });
  });
});
