import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCourt, createPrice, createSchedule, testClock } from "../../../test/booking-factories";
import { createClub, createPlayer } from "../../../test/factories";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { bookingRow } from "../../../test/payment-helpers";

// Chile (tzdata): 2026-04-04, a Saturday, has 25 hours (23:00–23:59 shows twice: the clocks go back at
// 24:00 to 23:00); 2026-09-06, a Sunday, has 23 hours (00:00–00:59 never shows: at 00:00 it is 01:00).
const clock = testClock("2026-04-01T15:00:00Z");

describe(`bookings on the days Chile changes its clocks (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  let clubId: number;
  let courtId: number;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    const club = await createClub(t.ctx.db);
    const court = await createCourt(t.ctx.db, club.id);
    // Open around the clock changes: midnight to 02:00 and 09:00 to midnight, every day, in 30 minutes.
    for (let weekday = 1; weekday <= 7; weekday++) {
      await createSchedule(t.ctx.db, court, { weekday, startMinute: 0, endMinute: 120 });
      await createSchedule(t.ctx.db, court, { weekday, startMinute: 9 * 60, endMinute: 1440, band: "peak" });
    }
    await createPrice(t.ctx.db, court, "off_peak", 60, 10000);
    await createPrice(t.ctx.db, court, "peak", 60, 20000);
    clubId = club.id;
    courtId = court.id;
    token = (await createPlayer(t.ctx.db, t.ctx.tokens)).token;
  });
  afterAll(() => t.close());

  const grid = async (date: string) => {
    const res = await t.app.inject({ method: "GET", url: `/api/booking/get_availability/${clubId}/${date}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().courts[0].slots as { start_time: string; end_time: string; available: boolean }[];
  };
  const book = (date: string, start_time: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/booking/create_booking",
      headers: bearer(token),
      payload: { club_id: clubId, court_id: courtId, date, start_time, duration_int: 60 },
    });
  const startsAt = async (id: number) => (await bookingRow(t, id))?.startsAt.toISOString();

  it("2026-04-04 (25 hours): the repeated hour has its slots twice; 23:00 books the first one", async () => {
    clock.set("2026-04-01T15:00:00Z");
    const slots = await grid("2026-04-04");
    expect(slots.slice(-6).map((s) => `${s.start_time}-${s.end_time}`)).toEqual([
      "22:00-22:30",
      "22:30-23:00",
      "23:00-23:30",
      "23:30-23:00",
      "23:00-23:30",
      "23:30-24:00",
    ]);
    expect(slots).toHaveLength(4 + 15 * 2 + 2);
    const res = await book("2026-04-04", "23:00");
    expect(res.statusCode, res.body).toBe(200);
    // 23:00 at UTC-3; its hour ends at the second 23:00 (UTC-4), shown as such.
    expect(res.json()).toMatchObject({ start_time: "23:00", end_time: "23:00", duration_text: "1 h" });
    expect(await startsAt(res.json().id)).toBe("2026-04-05T02:00:00.000Z");
    const after = await grid("2026-04-04");
    expect(after.slice(-4).map((s) => s.available)).toEqual([false, false, true, true]);
    expect((await book("2026-04-04", "23:00")).statusCode).toBe(409);
  });

  it("2026-04-05 (the Sunday after): ordinary hours at UTC-4, midnight at UTC-4", async () => {
    clock.set("2026-04-01T15:00:00Z");
    const slots = await grid("2026-04-05");
    expect(slots.slice(0, 4).map((s) => s.start_time)).toEqual(["00:00", "00:30", "01:00", "01:30"]);
    const morning = await book("2026-04-05", "10:00");
    expect(await startsAt(morning.json().id)).toBe("2026-04-05T14:00:00.000Z");
    const midnight = await book("2026-04-05", "00:00");
    expect(await startsAt(midnight.json().id)).toBe("2026-04-05T04:00:00.000Z");
  });

  it("2026-09-06 (23 hours): no slots in the skipped hour, and 00:30 cannot be booked", async () => {
    clock.set("2026-09-01T15:00:00Z");
    const slots = await grid("2026-09-06");
    expect(slots.slice(0, 2).map((s) => `${s.start_time}-${s.end_time}`)).toEqual([
      "01:00-01:30",
      "01:30-02:00",
    ]);
    expect(slots).toHaveLength(2 + 30);
    const skipped = await book("2026-09-06", "00:30");
    expect(skipped.statusCode).toBe(400);
    expect(skipped.json().error.details).toEqual([
      { field: "start_time", message: "Esa hora no existe ese día: el reloj se adelanta una hora" },
    ]);
    const night = await book("2026-09-06", "01:00");
    expect(night.json()).toMatchObject({ start_time: "01:00", end_time: "02:00", price: 10000 });
    expect(await startsAt(night.json().id)).toBe("2026-09-06T04:00:00.000Z");
    const morning = await book("2026-09-06", "10:00");
    expect(await startsAt(morning.json().id)).toBe("2026-09-06T13:00:00.000Z");
  });

  it("2026-09-05 (the Saturday before): a booking to midnight ends when the Sunday starts, at 24:00", async () => {
    clock.set("2026-09-01T15:00:00Z");
    const res = await book("2026-09-05", "23:00");
    expect(res.json()).toMatchObject({ start_time: "23:00", end_time: "24:00" });
    expect(await startsAt(res.json().id)).toBe("2026-09-06T03:00:00.000Z");
    expect((await grid("2026-09-05")).at(-1)).toEqual({
      start_time: "23:30",
      end_time: "24:00",
      available: false,
      status: "p0",
      band: "peak",
    });
    // It ends at the instant the Sunday's 01:00 starts, which the test before booked: they touch, not overlap.
    expect((await grid("2026-09-06"))[0]).toMatchObject({ start_time: "01:00", status: "p0" });
  });
});
