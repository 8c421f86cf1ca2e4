import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBookableCourt, insertBooking, testClock } from "../../../test/booking-factories";
import { liveBookingsOf } from "../../../test/booking-rows";
import { addMember, createAdmin, createClub, createPlayer } from "../../../test/factories";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { staffCall } from "../../../test/staff-booking-helpers";

// Monday 2026-11-23, 09:00 in Santiago (UTC-3 in summer).
const clock = testClock("2026-11-23T12:00:00Z");
const local = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00-03:00`);
const limitMessage = (active: number, max: number) =>
  `Tienes ${active} reservas activas en este club y el máximo que permite es ${max}. Anula una o espera a jugarla para reservar otra.`;
const LIMIT_MESSAGE = limitMessage(2, 2);

describe(`fair use: active bookings per player (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  async function setup(clubOverrides = {}) {
    const club = await createClub(t.ctx.db, { maxActiveBookings: 2, ...clubOverrides });
    const court = await createBookableCourt(t.ctx.db, club.id, { name: "Cancha 1" });
    const player = await createPlayer(t.ctx.db, t.ctx.tokens);
    const book = (start: string, date = "2026-11-24") =>
      t.app.inject({
        method: "POST",
        url: "/api/booking/create_booking",
        headers: bearer(player.token),
        payload: { club_id: club.id, court_id: court.id, date, start_time: start, duration_int: 60 },
      });
    return { club, court, player, book };
  }

  const liveOf = (userId: number) => liveBookingsOf(t.ctx.db, userId);

  it("refuses a player's booking past the club's maximum with 409 and the reason", async () => {
    const { player, book } = await setup();
    expect((await book("10:00")).statusCode).toBe(200);
    expect((await book("12:00")).statusCode).toBe(200);
    const third = await book("14:00");
    expect(third.statusCode, third.body).toBe(409);
    expect(third.json().error).toMatchObject({ code: "CONFLICT", message: LIMIT_MESSAGE });
    expect(await liveOf(player.user.id)).toHaveLength(2);
  });

  it("counts only live bookings still to end: cancelled, past and released holds free a place", async () => {
    const { court, player, book } = await setup({ onlinePaymentPercentage: 100, bookingHoldMinutes: 10 });
    const mine = { userId: player.user.id, channel: "online" };
    await insertBooking(t.ctx.db, court, local("2026-11-22", "10:00"), 60, mine);
    await insertBooking(t.ctx.db, court, local("2026-11-25", "10:00"), 60, {
      ...mine,
      cancelledAt: new Date(),
      cancelReason: "Anulada por el jugador",
    });
    // An unpaid online booking whose hold ran out no longer holds anything, even before it is released.
    await insertBooking(t.ctx.db, court, local("2026-11-26", "10:00"), 60, {
      ...mine,
      holdUntil: local("2026-11-23", "08:50"),
    });
    expect((await book("10:00")).statusCode).toBe(200);
    expect((await book("12:00")).statusCode).toBe(200);
    expect((await book("14:00")).statusCode).toBe(409);
  });

  it("counts a booking staff made for the player, but staff themselves are never limited", async () => {
    const { club, court, player, book } = await setup();
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens, club.id);
    await addMember(t.ctx.db, club.id, player.user.id);
    const forPlayer = (start: string) =>
      staffCall(t, admin.token, "POST", "create_booking", {
        data: {
          court_id: court.id,
          date: "2026-11-25",
          start_time: start,
          duration_int: 60,
          status: "p0",
          booking_type: "match",
          user_id: player.user.id,
        },
      });
    for (const start of ["10:00", "12:00", "14:00"]) {
      const res = await forPlayer(start);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await liveOf(player.user.id)).toHaveLength(3);
    const refused = await book("10:00");
    expect(refused.statusCode).toBe(409);
    // The message counts what the player holds (3), not the club's maximum (2).
    expect(refused.json().error.message).toBe(limitMessage(3, 2));
  });

  it("tells the player, before they choose, how many active bookings they hold of how many allowed", async () => {
    const { club, court, player, book } = await setup({
      onlinePaymentPercentage: 100,
      bookingHoldMinutes: 10,
    });
    const limits = () =>
      t.app.inject({
        method: "GET",
        url: `/api/booking/get_fair_use/${club.id}`,
        headers: bearer(player.token),
      });
    const first = await limits();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ active_bookings: 0, max_active_bookings: 2 });
    // A past booking and a hold that ran out are not active; a new booking is.
    const mine = { userId: player.user.id, channel: "online" };
    await insertBooking(t.ctx.db, court, local("2026-11-22", "10:00"), 60, mine);
    await insertBooking(t.ctx.db, court, local("2026-11-26", "10:00"), 60, {
      ...mine,
      holdUntil: local("2026-11-23", "08:50"),
    });
    expect((await book("10:00")).statusCode).toBe(200);
    expect((await limits()).json()).toEqual({ active_bookings: 1, max_active_bookings: 2 });

    const anonymous = await t.app.inject({ method: "GET", url: `/api/booking/get_fair_use/${club.id}` });
    expect(anonymous.statusCode).toBe(401);
    const missing = await t.app.inject({
      method: "GET",
      url: "/api/booking/get_fair_use/999999",
      headers: bearer(player.token),
    });
    expect(missing.statusCode).toBe(404);
  });

  it("counts per club: bookings at another club do not use this club's places", async () => {
    const { club, player, book } = await setup();
    const other = await createClub(t.ctx.db, { maxActiveBookings: 1 });
    const otherCourt = await createBookableCourt(t.ctx.db, other.id);
    const atOther = await t.app.inject({
      method: "POST",
      url: "/api/booking/create_booking",
      headers: bearer(player.token),
      payload: {
        club_id: other.id,
        court_id: otherCourt.id,
        date: "2026-11-24",
        start_time: "10:00",
        duration_int: 60,
      },
    });
    expect(atOther.statusCode).toBe(200);
    expect((await book("10:00")).statusCode).toBe(200);
    expect((await book("12:00")).statusCode).toBe(200);
    expect((await book("14:00")).statusCode).toBe(409);
    expect(club.id).not.toBe(other.id);
  });

  it("is a club setting: get_club shows it, update_club changes it and refuses values out of range", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const call = (method: "GET" | "PUT", url: string, payload?: object) =>
      t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });
    const read = await call("GET", "/api/admin/club/get_club");
    expect(read.json().data.max_active_bookings).toBe(4);
    const changed = await call("PUT", "/api/admin/club/update_club", { data: { max_active_bookings: 1 } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.max_active_bookings).toBe(1);
    for (const bad of [0, 101, 2.5, "3"]) {
      const res = await call("PUT", "/api/admin/club/update_club", { data: { max_active_bookings: bad } });
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().error.details[0].field).toBe("data.max_active_bookings");
    }
    expect((await call("GET", "/api/admin/club/get_club")).json().data.max_active_bookings).toBe(1);
  });
});
