import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../../test/booking-factories";
import { createAdmin, createPlayer } from "../../../test/factories";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { paymentsOf, playerWithBooking, startPayment } from "../../../test/payment-helpers";

const clock = testClock("2026-11-23T12:00:00Z");

describe(`payments: who may pay what (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  it("without a token: 401 on start and on the screen's data", async () => {
    const { booking } = await playerWithBooking(t);
    const start = await t.app.inject({
      method: "POST",
      url: `/api/payment/start/${booking.slug}`,
      payload: { percentage: 50 },
    });
    expect(start.statusCode).toBe(401);
    const read = await t.app.inject({ method: "GET", url: `/api/payment/get_payment/${booking.slug}` });
    expect(read.statusCode).toBe(401);
  });

  it("another player's slug, another club's administrator, a made-up slug: 404 and nothing stored", async () => {
    const { booking, club } = await playerWithBooking(t);
    const stranger = await createPlayer(t.ctx.db, t.ctx.tokens);
    const otherAdmin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const ownAdmin = await createAdmin(t.ctx.db, t.ctx.tokens, club.id);
    for (const token of [stranger.token, otherAdmin.token, ownAdmin.token]) {
      const res = await startPayment(t, token, booking.slug, 50);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe("Reserva no encontrada");
      const read = await t.app.inject({
        method: "GET",
        url: `/api/payment/get_payment/${booking.slug}`,
        headers: bearer(token),
      });
      expect(read.statusCode).toBe(404);
    }
    const wrongToken = `${"A".repeat(16)}${booking.id}`;
    const { player } = await playerWithBooking(t);
    expect((await startPayment(t, player.token, wrongToken, 50)).statusCode).toBe(404);
    expect(await paymentsOf(t, booking.id)).toEqual([]);
  });

  it("a share other than 50 or 100 is 400 on the field, in Spanish", async () => {
    const { player, booking } = await playerWithBooking(t);
    for (const percentage of [30, "50", null]) {
      const res = await startPayment(t, player.token, booking.slug, percentage as number);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toEqual([
        { field: "percentage", message: "El porcentaje debe ser 50 o 100" },
      ]);
    }
    expect(await paymentsOf(t, booking.id)).toEqual([]);
  });
});
