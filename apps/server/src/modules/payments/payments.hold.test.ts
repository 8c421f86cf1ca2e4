import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../../test/booking-factories";
import { createPlayer } from "../../../test/factories";
import { createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { bookingRow, bookNinetyAtTen, playerWithBooking, startPayment } from "../../../test/payment-helpers";

const clock = testClock("2026-11-23T12:00:00Z");

describe(`a payment started near the end of the hold (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  it("keeps the slot for the player while they pay, and pays it on the return", async () => {
    clock.set("2026-11-23T12:00:00Z");
    const { club, court, player, booking } = await playerWithBooking(t, { bookingHoldMinutes: 15 });
    expect((await bookingRow(t, booking.id))?.holdUntil?.toISOString()).toBe("2026-11-23T12:15:00.000Z");

    clock.set("2026-11-23T12:14:00Z");
    const started = await startPayment(t, player.token, booking.slug, 50);
    expect(started.statusCode, started.body).toBe(200);
    // The club's 15 minutes again, from the start of the payment.
    expect((await bookingRow(t, booking.id))?.holdUntil?.toISOString()).toBe("2026-11-23T12:29:00.000Z");

    // Past the first hold, another player still finds the slot taken.
    clock.set("2026-11-23T12:20:00Z");
    const other = await createPlayer(t.ctx.db, t.ctx.tokens);
    const taken = await bookNinetyAtTen(t, other.token, club, court);
    expect(taken.statusCode, taken.body).toBe(409);

    const page = started.json().redirect_url as string;
    const chosen = await t.app.inject({
      method: "POST",
      url: page,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "decision=approve",
    });
    const back = await t.app.inject({ method: "GET", url: String(chosen.headers.location) });
    expect(String(back.headers.location)).toBe(`/payment/${booking.slug}?resultado=pagado`);
    expect(await bookingRow(t, booking.id)).toMatchObject({ status: "p50", holdUntil: null });
  });

  it("moves the hold once: starting again and again does not keep the slot for ever", async () => {
    clock.set("2026-11-23T12:00:00Z");
    const { player, booking } = await playerWithBooking(t, { bookingHoldMinutes: 15 });
    clock.set("2026-11-23T12:14:00Z");
    expect((await startPayment(t, player.token, booking.slug, 50)).statusCode).toBe(200);
    clock.set("2026-11-23T12:28:00Z");
    expect((await startPayment(t, player.token, booking.slug, 50)).statusCode).toBe(200);
    expect((await bookingRow(t, booking.id))?.holdUntil?.toISOString()).toBe("2026-11-23T12:29:00.000Z");
    clock.set("2026-11-23T12:30:00Z");
    const late = await startPayment(t, player.token, booking.slug, 50);
    expect(late.statusCode).toBe(409);
  });

  it("never shortens a longer hold", async () => {
    clock.set("2026-11-23T12:00:00Z");
    const { player, booking } = await playerWithBooking(t, { bookingHoldMinutes: 60 });
    const started = await startPayment(t, player.token, booking.slug, 100);
    expect(started.statusCode, started.body).toBe(200);
    expect((await bookingRow(t, booking.id))?.holdUntil?.toISOString()).toBe("2026-11-23T13:00:00.000Z");
  });

  it("holds only as long as the club's setting says, also while the player pays", async () => {
    clock.set("2026-11-23T12:00:00Z");
    const { club, court, player, booking } = await playerWithBooking(t, { bookingHoldMinutes: 5 });
    expect((await bookingRow(t, booking.id))?.holdUntil?.toISOString()).toBe("2026-11-23T12:05:00.000Z");
    clock.set("2026-11-23T12:04:00Z");
    expect((await startPayment(t, player.token, booking.slug, 50)).statusCode).toBe(200);
    expect((await bookingRow(t, booking.id))?.holdUntil?.toISOString()).toBe("2026-11-23T12:09:00.000Z");

    // Past the club's five minutes from the payment's start, the slot is anyone's.
    clock.set("2026-11-23T12:09:00Z");
    const other = await createPlayer(t.ctx.db, t.ctx.tokens);
    const res = await bookNinetyAtTen(t, other.token, club, court);
    expect(res.statusCode, res.body).toBe(200);
    expect(await bookingRow(t, booking.id)).toMatchObject({ cancelReason: "Liberada: no se pagó a tiempo" });
  });
});
