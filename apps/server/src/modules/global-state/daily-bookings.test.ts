import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourt, insertBooking, testClock } from "../../../test/booking-factories";
import { createAdmin } from "../../../test/factories";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";

// Chile turns its clocks back from Sunday 2027-04-04 00:00 to Saturday 23:00, so Saturday 04-03 has 25 hours.
const clock = testClock("2027-04-03T15:00:00Z");

describe(`global state: today's bookings (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
  });
  afterAll(() => t.close());

  const dailyBookings = async (token: string) =>
    (await t.app.inject({ method: "GET", url: "/api/admin/global_state", headers: bearer(token) })).json()
      .daily_bookings;

  it("counts the live bookings of the club's local day, a 25-hour day included, and no other club's", async () => {
    const admin = await createAdmin(t.ctx.db, t.ctx.tokens);
    const court = await createCourt(t.ctx.db, admin.clubId);
    const other = await createAdmin(t.ctx.db, t.ctx.tokens);
    const otherCourt = await createCourt(t.ctx.db, other.clubId);

    // Saturday starts at 00:00 -03:00 (summer time) and ends at 24:00 -04:00; its second 23:00 is -04:00.
    await insertBooking(t.ctx.db, court, new Date("2027-04-03T00:00:00-03:00"), 60);
    await insertBooking(t.ctx.db, court, new Date("2027-04-03T23:00:00-04:00"), 60);
    await insertBooking(t.ctx.db, court, new Date("2027-04-03T12:00:00-03:00"), 60, {
      cancelledAt: new Date(),
      cancelReason: "Lluvia",
    });
    // An unpaid online booking whose hold ran out no longer holds its slot.
    await insertBooking(t.ctx.db, court, new Date("2027-04-03T14:00:00-03:00"), 60, {
      channel: "online",
      holdUntil: new Date("2027-04-03T14:00:00Z"),
    });
    // The day before and the day after, and another club's booking today.
    await insertBooking(t.ctx.db, court, new Date("2027-04-02T23:00:00-03:00"), 60);
    await insertBooking(t.ctx.db, court, new Date("2027-04-04T00:00:00-04:00"), 60);
    await insertBooking(t.ctx.db, otherCourt, new Date("2027-04-03T10:00:00-03:00"), 60);

    expect(await dailyBookings(admin.token)).toBe(2);
    expect(await dailyBookings(other.token)).toBe(1);

    clock.set("2027-04-04T15:00:00Z");
    expect(await dailyBookings(admin.token)).toBe(1);
    clock.set("2027-04-03T15:00:00Z");
  });
});
