import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectPlayersRefused, expectUnauthenticatedRefused } from "../../../test/access-checks";
import { insertBooking, testClock } from "../../../test/booking-factories";
import { allBookings } from "../../../test/booking-rows";
import { createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { bookingRow } from "../../../test/payment-helpers";
import { openRegister, staffCall, staffClub, walkIn } from "../../../test/staff-booking-helpers";

const clock = testClock("2026-11-23T12:00:00Z");
const at = new Date("2026-11-24T13:00:00Z");

describe(`staff bookings: session and other clubs (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  let mine: Awaited<ReturnType<typeof staffClub>>;
  let theirs: Awaited<ReturnType<typeof staffClub>>;
  let theirBooking: { id: number };
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    mine = await staffClub(t);
    theirs = await staffClub(t);
    theirBooking = await insertBooking(t.ctx.db, theirs.court, at, 60);
  });
  afterAll(() => t.close());

  const calls = () =>
    [
      { method: "GET", url: "/api/admin/booking/get_bookings_by_date/2026-11-24" },
      { method: "GET", url: `/api/admin/booking/find_booking/${theirBooking.id}` },
      {
        method: "POST",
        url: "/api/admin/booking/create_booking",
        payload: walkIn(mine.court, "2026-11-24", "10:00"),
      },
      {
        method: "PUT",
        url: `/api/admin/booking/update_booking/${theirBooking.id}`,
        payload: { data: { status: "pr" } },
      },
      {
        method: "PUT",
        url: `/api/admin/booking/cancel_booking/${theirBooking.id}`,
        payload: { reason: "x" },
      },
      {
        method: "POST",
        url: `/api/admin/booking/pay_booking/${theirBooking.id}`,
        payload: { method: "cash", percentage: 100 },
      },
    ] as const;

  it("answers 401 without a valid token and 403 to players, writing nothing", async () => {
    await expectUnauthenticatedRefused(t, calls());
    await expectPlayersRefused(t, calls(), mine.admin.clubId);
    expect(await allBookings(t.ctx.db)).toHaveLength(1);
  });

  it("answers 404 for another club's booking or court, exactly as for a missing one", async () => {
    await openRegister(t, mine.admin);
    const token = mine.admin.token;
    for (const id of [theirBooking.id, 2_000_000]) {
      const answers = [
        await staffCall(t, token, "GET", `find_booking/${id}`),
        await staffCall(t, token, "PUT", `update_booking/${id}`, { data: { status: "pr" } }),
        await staffCall(t, token, "PUT", `cancel_booking/${id}`, { reason: "Lluvia" }),
        await staffCall(t, token, "POST", `pay_booking/${id}`, { method: "cash", percentage: 100 }),
      ];
      for (const res of answers) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json().error.message).toBe("Reserva no encontrada");
      }
    }
    const create = await staffCall(
      t,
      token,
      "POST",
      "create_booking",
      walkIn(theirs.court, "2026-11-24", "16:00"),
    );
    expect(create.statusCode, create.body).toBe(404);
    const booking = await insertBooking(t.ctx.db, mine.court, at, 60);
    const move = await staffCall(t, token, "PUT", `update_booking/${booking.id}`, {
      data: { court_id: theirs.court.id },
    });
    expect(move.statusCode, move.body).toBe(404);
    // The other club's day never shows in mine.
    const day = await staffCall(t, token, "GET", "get_bookings_by_date/2026-11-24");
    expect(day.json().bookings.map((b: { id: number }) => b.id)).toEqual([booking.id]);
    const row = await bookingRow(t, theirBooking.id);
    expect(row).toMatchObject({ status: "p0", cancelledAt: null });
  });
});
