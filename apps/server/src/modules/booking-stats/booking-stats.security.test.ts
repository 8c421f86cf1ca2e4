import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  expectPlayersRefused,
  expectUnauthenticatedRefused,
  type GuardedCall,
} from "../../../test/access-checks";
import { insertBooking, testClock } from "../../../test/booking-factories";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { openRegister, payAtReception, staffClub } from "../../../test/staff-booking-helpers";

const REPORTS = ["get_booking_occupancy_report", "get_booking_activity_report"];
const CALLS: GuardedCall[] = REPORTS.flatMap((name) => [
  { method: "GET", url: `/api/admin/report/${name}?period=month` },
  { method: "GET", url: `/api/admin/report/${name}?start_date=2026-11-01&end_date=2026-11-30` },
]);

describe(`booking statistics: access, bad input and tenancy (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  const clock = testClock("2026-11-24T13:00:00Z");
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  const get = (token: string, name: string, query: string) =>
    t.app.inject({ method: "GET", url: `/api/admin/report/${name}?${query}`, headers: bearer(token) });

  it("answers 401 without a valid token and 403 to players, members of the club or not", async () => {
    const { admin } = await staffClub(t);
    await expectUnauthenticatedRefused(t, CALLS);
    await expectPlayersRefused(t, CALLS, admin.clubId);
  });

  it.each([
    ["period=quarter", "period", "El período debe ser day, week, month o year"],
    ["start_date=2026-11-01", "end_date", "Indica la fecha inicial y la final"],
    ["end_date=2026-11-01", "start_date", "Indica la fecha inicial y la final"],
    ["start_date=2026-11-02&end_date=2026-11-01", "end_date", "no puede ser anterior"],
    ["start_date=2025-11-01&end_date=2026-11-02", "end_date", "hasta 366 días"],
    ["start_date=2026-02-30&end_date=2026-03-01", "start_date", "no existe"],
    ["start_date=01-11-2026&end_date=2026-11-02", "start_date", "AAAA-MM-DD"],
  ])("answers 400 to %j on the field %s, in Spanish", async (query, field, message) => {
    const { admin } = await staffClub(t);
    for (const name of REPORTS) {
      const res = await get(admin.token, name, query);
      expect(res.statusCode, res.body).toBe(400);
      const details = res.json().error.details as { field: string; message: string }[];
      expect(details.find((d) => d.field === field)?.message).toContain(message);
    }
  });

  it("takes a full leap year, and never counts another club's bookings or money", async () => {
    const mine = await staffClub(t);
    const theirs = await staffClub(t);
    await openRegister(t, theirs.admin);
    const booking = await insertBooking(t.ctx.db, theirs.court, new Date("2026-11-24T14:00:00Z"), 60);
    expect((await payAtReception(t, theirs.admin.token, booking.id, "cash")).statusCode).toBe(200);
    const leap = await get(
      mine.admin.token,
      "get_booking_occupancy_report",
      "start_date=2028-01-01&end_date=2028-12-31",
    );
    expect(leap.statusCode, leap.body).toBe(200);

    const occupancy = (await get(mine.admin.token, "get_booking_occupancy_report", "period=day")).json();
    expect(occupancy.totals).toMatchObject({ booked_minutes: 0, bookings: 0, revenue: 0 });
    expect(occupancy.courts.map((c: { court_id: number }) => c.court_id)).toEqual([mine.court.id]);
    const activity = (await get(mine.admin.token, "get_booking_activity_report", "period=day")).json();
    expect(activity.bookings).toBe(0);
    // Their own report sees it: the booking is there to be counted.
    const their = (await get(theirs.admin.token, "get_booking_occupancy_report", "period=day")).json();
    expect(their.totals).toMatchObject({ booked_minutes: 60, bookings: 1, revenue: 20000 });
  });
});
