import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBookableCourt, insertBooking, testClock } from "../../../test/booking-factories";
import { liveBookingsOnCourt } from "../../../test/booking-rows";
import { createClub, createPlayer } from "../../../test/factories";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { bookingRow } from "../../../test/payment-helpers";
import { EXPIRED_HOLD_REASON } from "./bookings.repository";

// Monday 2026-11-23, 09:00 in Santiago (UTC-3 in summer).
const clock = testClock("2026-11-23T12:00:00Z");
const local = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00-03:00`);

describe(`player bookings (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  async function setup(clubOverrides = {}) {
    const club = await createClub(t.ctx.db, { name: "Club Reservas", ...clubOverrides });
    const court = await createBookableCourt(t.ctx.db, club.id, { name: "Cancha Central" });
    const player = await createPlayer(t.ctx.db, t.ctx.tokens);
    return { club, court, player };
  }
  const create = (token: string, body: object) =>
    t.app.inject({
      method: "POST",
      url: "/api/booking/create_booking",
      headers: bearer(token),
      payload: body,
    });
  const slot = (
    ids: { club: { id: number }; court: { id: number } },
    date: string,
    start: string,
    minutes: number,
  ) => ({
    club_id: ids.club.id,
    court_id: ids.court.id,
    date,
    start_time: start,
    duration_int: minutes,
  });
  const call = (method: "GET" | "PUT", url: string, token: string) =>
    t.app.inject({ method, url, headers: bearer(token) });

  it("books a slot: p0, the peak price of the span it starts in, the booking-line fields", async () => {
    const { club, court, player } = await setup();
    const res = await create(player.token, slot({ club, court }, "2026-11-24", "18:00", 90));
    expect(res.statusCode, res.body).toBe(200);
    const booking = res.json();
    expect(booking).toEqual({
      id: expect.any(Number),
      slug: expect.stringMatching(/^[A-Za-z0-9_-]{16}\d+$/),
      date: "2026-11-24",
      start_time: "18:00",
      end_time: "19:30",
      duration_int: 90,
      duration_text: "1 h 30 min",
      price: 28000,
      status: "p0",
      payment_percentage: 0,
      court_name: "Cancha Central",
      schedule_id: expect.any(Number),
      court_id: court.id,
      club: { id: club.id, name: "Club Reservas" },
      hold_until: null,
      cancelled: false,
      online_payment: false,
    });
    expect(booking.slug.endsWith(String(booking.id))).toBe(true);
    const row = await bookingRow(t, booking.id);
    expect(row).toMatchObject({
      userId: player.user.id,
      channel: "online",
      bookingType: "match",
      startsAt: local("2026-11-24", "18:00"),
      endsAt: local("2026-11-24", "19:30"),
    });
    // Off-peak until 18:00: a 90-minute booking starting at 17:00 takes the off-peak price across the band.
    const offPeak = await create(player.token, slot({ club, court }, "2026-11-24", "16:30", 90));
    expect(offPeak.json()).toMatchObject({ price: 22000, end_time: "18:00" });
  });

  it("holds an online booking for the club's minutes when it asks for online payment", async () => {
    const { club, court, player } = await setup({ onlinePaymentPercentage: 50, bookingHoldMinutes: 20 });
    const res = await create(player.token, slot({ club, court }, "2026-11-24", "10:00", 60));
    expect(res.json().hold_until).toBe("2026-11-23T12:20:00.000Z");
  });

  it("refuses a taken slot with 409, and releases an unpaid online booking whose hold ran out", async () => {
    const { club, court, player } = await setup();
    const other = await createPlayer(t.ctx.db, t.ctx.tokens);
    const body = slot({ club, court }, "2026-11-24", "10:00", 60);
    expect((await create(other.token, body)).statusCode).toBe(200);
    const taken = await create(player.token, { ...body, start_time: "10:30" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({
      code: "CONFLICT",
      message: "Ese horario ya está reservado. Elige otro.",
      details: [{ field: "start_time", message: "Ese horario ya está reservado. Elige otro." }],
    });

    const expired = await insertBooking(t.ctx.db, court, local("2026-11-24", "12:00"), 60, {
      channel: "online",
      userId: other.user.id,
      walkInName: null,
      holdUntil: new Date(clock.now().getTime() - 1000),
    });
    const held = await insertBooking(t.ctx.db, court, local("2026-11-24", "14:00"), 60, {
      channel: "online",
      userId: other.user.id,
      walkInName: null,
      holdUntil: new Date(clock.now().getTime() + 60_000),
    });
    expect((await create(player.token, { ...body, start_time: "14:00" })).statusCode).toBe(409);
    expect((await create(player.token, { ...body, start_time: "12:00" })).statusCode).toBe(200);
    const released = await bookingRow(t, expired.id);
    expect(released).toMatchObject({ cancelReason: EXPIRED_HOLD_REASON, cancelledAt: clock.now() });
    const kept = await bookingRow(t, held.id);
    expect(kept?.cancelledAt).toBeNull();
  });

  it("lists my upcoming bookings soonest first and past ones latest first, with pagination", async () => {
    const { club, court, player } = await setup();
    const mine = { userId: player.user.id, channel: "online", walkInName: null };
    await insertBooking(t.ctx.db, court, local("2026-11-20", "10:00"), 60, mine);
    await insertBooking(t.ctx.db, court, local("2026-11-21", "10:00"), 60, mine);
    await insertBooking(t.ctx.db, court, local("2026-11-23", "08:30"), 60, mine); // ends 09:30: upcoming
    await insertBooking(t.ctx.db, court, local("2026-11-26", "10:00"), 60, mine);
    await insertBooking(t.ctx.db, court, local("2026-11-25", "10:00"), 60, mine);
    await insertBooking(t.ctx.db, court, local("2026-11-27", "10:00"), 60, {
      ...mine,
      cancelledAt: new Date(),
      cancelReason: "Lluvia",
    });
    await insertBooking(t.ctx.db, court, local("2026-11-28", "10:00"), 60); // someone else's
    const dates = (res: { json(): { bookings: { date: string }[] } }) =>
      res.json().bookings.map((b) => b.date);

    const upcoming = await call("GET", "/api/booking/get_my_bookings?scope=upcoming&limit=2", player.token);
    expect(dates(upcoming)).toEqual(["2026-11-23", "2026-11-25"]);
    expect(upcoming.json().pagination).toEqual({
      page: 1,
      pageSize: 2,
      pageCount: 2,
      total: 3,
      totalPages: 2,
    });
    const page2 = await call(
      "GET",
      "/api/booking/get_my_bookings?scope=upcoming&limit=2&page=2",
      player.token,
    );
    expect(dates(page2)).toEqual(["2026-11-26"]);
    expect(dates(await call("GET", "/api/booking/get_my_bookings", player.token))).toEqual([
      "2026-11-23",
      "2026-11-25",
      "2026-11-26",
    ]);
    const past = await call("GET", "/api/booking/get_my_bookings?scope=past", player.token);
    expect(dates(past)).toEqual(["2026-11-21", "2026-11-20"]);
    expect(past.json().bookings[0]).toMatchObject({ club: { id: club.id }, court_name: "Cancha Central" });
  });

  it("finds my booking by its slug", async () => {
    const { club, court, player } = await setup();
    const made = await create(player.token, slot({ club, court }, "2026-11-30", "20:00", 60));
    const found = await call("GET", `/api/booking/find_booking_by_slug/${made.json().slug}`, player.token);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual(made.json());
  });

  it("cancels inside the club's window, which frees the slot; refuses later or twice with 409", async () => {
    const { club, court, player } = await setup({ cancellationHours: 24 });
    const body = slot({ club, court }, "2026-11-25", "09:00", 60);
    const made = (await create(player.token, body)).json();
    // The list tells the policy before any attempt: until when this booking may be cancelled, and why.
    const listed = (await call("GET", "/api/booking/get_my_bookings", player.token)).json().bookings;
    expect(listed[0]).toMatchObject({
      id: made.id,
      cancel_until: local("2026-11-24", "09:00").toISOString(),
      cancellation_hours: 24,
    });
    const res = await call("PUT", `/api/booking/cancel_booking/${made.slug}`, player.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      message: "Reserva cancelada. El horario quedó libre.",
      booking: { id: made.id, cancelled: true },
    });
    const row = await bookingRow(t, made.id);
    expect(row).toMatchObject({ cancelReason: "Cancelada por el jugador", cancelledBy: player.user.id });
    const again = await call("PUT", `/api/booking/cancel_booking/${made.slug}`, player.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("La reserva ya está cancelada");
    // The slot is free again, for anyone.
    const other = await createPlayer(t.ctx.db, t.ctx.tokens);
    const rebooked = await create(other.token, body);
    expect(rebooked.statusCode).toBe(200);

    // 2026-11-24 09:00 starts in 24 hours exactly: still inside; at 09:30 of the 23rd it is not.
    const edge = (await create(player.token, { ...body, date: "2026-11-24" })).json();
    clock.set("2026-11-23T12:30:00Z");
    try {
      const late = await call("PUT", `/api/booking/cancel_booking/${edge.slug}`, player.token);
      expect(late.statusCode).toBe(409);
      expect(late.json().error.message).toBe(
        "Solo puedes cancelar hasta 24 horas antes del inicio. Comunícate con el club.",
      );
    } finally {
      clock.set("2026-11-23T12:00:00Z");
    }
    const onTime = await call("PUT", `/api/booking/cancel_booking/${edge.slug}`, player.token);
    expect(onTime.statusCode).toBe(200);
    const live = await liveBookingsOnCourt(t.ctx.db, court.id);
    expect(live.map((b) => b.userId)).toEqual([other.user.id]);
  });
});
