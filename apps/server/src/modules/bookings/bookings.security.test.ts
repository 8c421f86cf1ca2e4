import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectUnauthenticatedRefused } from "../../../test/access-checks";
import { createBookableCourt, testClock } from "../../../test/booking-factories";
import { allBookings } from "../../../test/booking-rows";
import { createAdmin, createClub, createPlayer } from "../../../test/factories";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";

const clock = testClock("2026-11-23T12:00:00Z");

describe(`player bookings: session, other clubs, other players (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  let club: { id: number };
  let court: { id: number };
  let owner: { token: string };
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    club = await createClub(t.ctx.db);
    court = await createBookableCourt(t.ctx.db, club.id);
    owner = await createPlayer(t.ctx.db, t.ctx.tokens);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/booking/create_booking",
      headers: bearer(owner.token),
      payload: {
        club_id: club.id,
        court_id: court.id,
        date: "2026-11-24",
        start_time: "10:00",
        duration_int: 60,
      },
    });
    slug = res.json().slug;
  });
  afterAll(() => t.close());

  const body = () => ({
    club_id: club.id,
    court_id: court.id,
    date: "2026-11-24",
    start_time: "12:00",
    duration_int: 60,
  });

  it("answers 401 without a valid token on every player call", async () => {
    await expectUnauthenticatedRefused(t, [
      { method: "POST", url: "/api/booking/create_booking", payload: body() },
      { method: "GET", url: "/api/booking/get_my_bookings" },
      { method: "GET", url: `/api/booking/find_booking_by_slug/${slug}` },
      { method: "PUT", url: `/api/booking/cancel_booking/${slug}` },
      { method: "GET", url: `/api/booking/get_fair_use/${club.id}` },
    ]);
    expect(await allBookings(t.ctx.db)).toHaveLength(1);
  });

  it("lets anyone read the availability, without a token", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/booking/get_availability/${club.id}/2026-11-24`,
    });
    expect(res.statusCode).toBe(200);
  });

  it("answers 404 for another club's court, and for an inactive or unknown one, like a missing one", async () => {
    const other = await createClub(t.ctx.db);
    const foreign = await createBookableCourt(t.ctx.db, other.id);
    const closed = await createBookableCourt(t.ctx.db, club.id, { active: false });
    for (const courtId of [foreign.id, closed.id, 999999]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/booking/create_booking",
        headers: bearer(owner.token),
        payload: { ...body(), court_id: courtId },
      });
      expect(res.statusCode, String(courtId)).toBe(404);
      expect(res.json().error).toMatchObject({ code: "NOT_FOUND", message: "Cancha no encontrada" });
    }
    const noBookings = await createClub(t.ctx.db, { enabledServices: [2] });
    const res = await t.app.inject({
      method: "POST",
      url: "/api/booking/create_booking",
      headers: bearer(owner.token),
      payload: { ...body(), club_id: noBookings.id },
    });
    expect(res.statusCode).toBe(404);
    expect(await allBookings(t.ctx.db)).toHaveLength(1);
  });

  it("answers 404 for another player's slug, a wrong token part or a malformed slug, and changes nothing", async () => {
    const stranger = await createPlayer(t.ctx.db, t.ctx.tokens);
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens, club.id);
    const id = slug.slice(16);
    const wrongToken = `${slug[0] === "A" ? "B" : "A"}${slug.slice(1)}`;
    const attempts: [string, string][] = [
      [stranger.token, slug],
      [admin.token, slug],
      [owner.token, wrongToken],
      [owner.token, id],
      [owner.token, `${slug.slice(0, 16)}${Number(id) + 1}`],
      [owner.token, `${slug}x`],
      [owner.token, `${slug.slice(0, 16)}99999999999`],
    ];
    for (const [token, s] of attempts) {
      for (const [method, path] of [
        ["GET", "find_booking_by_slug"],
        ["PUT", "cancel_booking"],
      ] as const) {
        const res = await t.app.inject({ method, url: `/api/booking/${path}/${s}`, headers: bearer(token) });
        expect(res.statusCode, `${path} ${s}`).toBe(404);
        expect(res.json().error).toMatchObject({ code: "NOT_FOUND", message: "Reserva no encontrada" });
      }
    }
    const mine = await t.app.inject({
      method: "GET",
      url: "/api/booking/get_my_bookings",
      headers: bearer(stranger.token),
    });
    expect(mine.json().bookings).toEqual([]);
    const [row] = await allBookings(t.ctx.db);
    expect(row?.cancelledAt).toBeNull();
  });
});
