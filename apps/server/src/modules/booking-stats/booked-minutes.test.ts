import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createBookableCourt,
  createCourt,
  createPrice,
  createSchedule,
  insertBooking,
  testClock,
} from "../../../test/booking-factories";
import { createPlayer } from "../../../test/factories";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import {
  openRegister,
  payAtReception,
  staffCall,
  staffClub,
  walkIn,
} from "../../../test/staff-booking-helpers";
import { stored } from "../../../test/stored";
import type { DbOrTx } from "../../db/client";
import { bookedMinutes, type StatsWindow } from "./booking-stats.repository";

/**
 * The booked minutes straight from the bookings, as the statistics read them before booked_minute_hours:
 * every live booking (an unpaid online hold only until its hold_until) cut at UTC hours.
 */
const rawBookedMinutes = (db: DbOrTx, w: StatsWindow, timeZone: string) => stored(db)`
  with b as materialized (
    select b.court_id, coalesce(s.band, 'none') as band, (b.status = 'pb' or b.booking_type = 'maintenance') as blocked,
      greatest(b.starts_at, ${w.from.toISOString()}::timestamptz) as f, least(b.ends_at, ${w.to.toISOString()}::timestamptz) as t
    from bookings b left join court_schedules s on s.id = b.schedule_id
    where b.club_id = ${w.clubId} and b.cancelled_at is null
      and not (b.status = 'p0' and b.hold_until is not null and b.hold_until <= ${w.now.toISOString()}::timestamptz)
      and b.starts_at < ${w.to.toISOString()}::timestamptz and b.ends_at > ${w.from.toISOString()}::timestamptz
  ), hours as (
    select b.blocked, h, sum(extract(epoch from least(b.t, h + interval '1 hour') - greatest(b.f, h)) / 60) as minutes
    from b, generate_series(date_trunc('hour', b.f, 'UTC'), b.t - interval '1 microsecond', interval '1 hour') h
    group by b.blocked, h
  )
  select blocked, extract(isodow from h at time zone ${timeZone})::int as weekday,
    extract(hour from h at time zone ${timeZone})::int as hour, null::int as "courtId", null::text as band,
    sum(minutes)::int as minutes
  from hours group by 1, 2, 3
  union all
  select blocked, null, null, court_id, band, sum(extract(epoch from t - f) / 60)::int
  from b group by blocked, court_id, band`;

type Row = Record<string, unknown>;
const sorted = (rows: Row[]) => rows.map((r) => JSON.stringify(r)).sort();

describe(`booked_minute_hours follows every change of the bookings (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  const clock = testClock("2026-03-25T12:00:00Z");
  let t: TestApp;
  let club: Awaited<ReturnType<typeof staffClub>>;

  const staffBook = async (court: { id: number }, date: string, start: string, overrides: object = {}) => {
    const res = await staffCall(
      t,
      club.admin.token,
      "POST",
      "create_booking",
      walkIn(court, date, start, overrides),
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().created[0] as { id: number };
  };
  const staffChange = async (id: number, data: object) => {
    const res = await staffCall(t, club.admin.token, "PUT", `update_booking/${id}`, { data });
    expect(res.statusCode, res.body).toBe(200);
  };
  const playerBook = async (token: string, court: { id: number }, date: string, start: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/booking/create_booking",
      headers: bearer(token),
      payload: { club_id: club.admin.clubId, court_id: court.id, date, start_time: start, duration_int: 60 },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; hold_until: string };
  };

  /** What the table holds, and what the bookings say it should hold, per key and UTC hour. */
  const rollupAndBookings = async (clubId: number) => ({
    rollup: await stored(t.ctx.db)`
      select court_id, schedule_key, blocked, hour, seconds from booked_minute_hours
      where club_id = ${clubId} and seconds <> 0 order by 1, 2, 3, 4`,
    bookings: await stored(t.ctx.db)`
      select b.court_id, coalesce(b.schedule_id, 0) as schedule_key, (b.status = 'pb' or b.booking_type = 'maintenance') as blocked,
        h as hour, sum(extract(epoch from upper(r) - lower(r)))::int as seconds
      from bookings b, generate_series(date_trunc('hour', b.starts_at, 'UTC'), b.ends_at, interval '1 hour') h,
        lateral (select tstzrange(b.starts_at, b.ends_at) * tstzrange(h, h + interval '1 hour') as r) x
      where b.club_id = ${clubId} and b.cancelled_at is null and not (b.status = 'p0' and b.hold_until is not null)
        and not isempty(r)
      group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  });

  let night: { id: number; clubId: number };
  let held: { id: number; hold_until: string };

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    club = await staffClub(t);
    const second = await createBookableCourt(t.ctx.db, club.admin.clubId, { name: "Cancha 2", position: 2 });
    night = await createCourt(t.ctx.db, club.admin.clubId, { name: "Cancha Noche", position: 3 });
    for (let weekday = 1; weekday <= 7; weekday++) {
      await createSchedule(t.ctx.db, night, { weekday, startMinute: 0, endMinute: 120, slotMinutes: 60 });
      await createSchedule(t.ctx.db, night, {
        weekday,
        startMinute: 18 * 60,
        endMinute: 1440,
        slotMinutes: 60,
        band: "peak",
      });
    }
    await createPrice(t.ctx.db, night, "peak", 120, 30000);
    await createPrice(t.ctx.db, night, "peak", 60, 18000);
    await createPrice(t.ctx.db, night, "off_peak", 60, 12000);
    await openRegister(t, club.admin);

    // Created, then moved to another court and time, then to another day.
    const moved = await staffBook(club.court, "2026-04-01", "10:00");
    await staffChange(moved.id, { court_id: second.id, start_time: "15:30" });
    const later = await staffBook(club.court, "2026-04-01", "11:30", { duration_int: 90 });
    await staffChange(later.id, { date: "2026-04-02", start_time: "12:00" });
    // Cancelled.
    const cancelled = await staffBook(second, "2026-04-03", "09:00");
    const res = await staffCall(t, club.admin.token, "PUT", `cancel_booking/${cancelled.id}`, {
      reason: "Lluvia",
    });
    expect(res.statusCode, res.body).toBe(200);
    // A block, maintenance, and a match turned into a block.
    await staffBook(club.court, "2026-04-03", "14:00", { status: "pb" });
    await staffBook(second, "2026-04-03", "18:00", { booking_type: "maintenance", duration_int: 90 });
    const blocked = await staffBook(second, "2026-04-02", "08:00");
    await staffChange(blocked.id, { status: "pb" });
    // The day the clock goes back: 23:00 of Saturday 2026-04-04 for two real hours, and 22:00 before it.
    await staffBook(night, "2026-04-04", "23:00", { duration_int: 120 });
    await staffBook(night, "2026-04-04", "22:00");
    // Online holds: one paid at reception (it then holds for good), one that runs out and whose slot is
    // taken (which releases it), one still holding at the end.
    const player = await createPlayer(t.ctx.db, t.ctx.tokens);
    await stored(t.ctx.db)`update clubs set online_payment_percentage = 50 where id = ${club.admin.clubId}`;
    const paid = await playerBook(player.token, club.court, "2026-04-02", "18:00");
    expect((await payAtReception(t, club.admin.token, paid.id, "cash", 100)).statusCode).toBe(200);
    await playerBook(player.token, club.court, "2026-04-02", "20:00");
    clock.set("2026-03-25T14:00:00Z");
    await staffBook(club.court, "2026-04-02", "20:00");
    held = await playerBook(player.token, second, "2026-04-02", "21:00");
    // Deleted, and several moved by one statement.
    const gone = await insertBooking(t.ctx.db, night, new Date("2026-04-06T02:00:00Z"), 60);
    await stored(t.ctx.db)`delete from bookings where id = ${gone.id}`;
    await stored(t.ctx.db)`update bookings set starts_at = starts_at + interval '7 days',
      ends_at = ends_at + interval '7 days' where court_id = ${club.court.id}`;
  });
  afterAll(() => t.close());

  it("holds per court, opening span, block or play and UTC hour what the live bookings give", async () => {
    const { rollup, bookings } = await rollupAndBookings(club.admin.clubId);
    expect(rollup.length).toBeGreaterThan(10);
    expect(rollup).toEqual(bookings);
  });

  it("gives the booked minutes the bookings give, at any now, over whole and half-hour ranges", async () => {
    const windows = [
      // The week of the clock change, midnight to midnight in Santiago.
      ["2026-03-30T03:00:00Z", "2026-04-06T04:00:00Z", "America/Santiago"],
      // Not whole UTC hours at either end (a zone half an hour off UTC), inside one hour too.
      ["2026-04-01T18:30:00Z", "2026-04-05T03:30:00Z", "Asia/Kolkata"],
      ["2026-04-03T00:30:00Z", "2026-04-03T00:45:00Z", "Asia/Kolkata"],
    ] as const;
    const holdEnds = new Date(held.hold_until).getTime();
    for (const now of [new Date(holdEnds - 60_000), new Date(holdEnds)]) {
      for (const [from, to, timeZone] of windows) {
        const w = { clubId: club.admin.clubId, from: new Date(from), to: new Date(to), now };
        const expected = await rawBookedMinutes(t.ctx.db, w, timeZone);
        expect(sorted(await bookedMinutes(t.ctx.db, w, timeZone))).toEqual(sorted(expected));
      }
    }
    // The hold counts until its hold_until and not after: both paths were read.
    const week = { clubId: club.admin.clubId, from: new Date(windows[0][0]), to: new Date(windows[0][1]) };
    const played = async (now: Date) =>
      (await bookedMinutes(t.ctx.db, { ...week, now }, "America/Santiago"))
        .filter((r) => r.courtId !== null && !r.blocked)
        .reduce((sum, r) => sum + r.minutes, 0);
    expect((await played(new Date(holdEnds - 60_000))) - (await played(new Date(holdEnds)))).toBe(60);
  });

  it("forgets a booking when its court or its club goes", async () => {
    const other = await staffClub(t);
    await insertBooking(t.ctx.db, other.court, new Date("2026-04-07T13:00:00Z"), 90);
    const count = async () =>
      (
        await stored(
          t.ctx.db,
        )`select count(*)::int as n from booked_minute_hours where club_id = ${other.admin.clubId}`
      )[0]?.n;
    expect(await count()).toBe(2);
    await stored(t.ctx.db)`delete from clubs where id = ${other.admin.clubId}`;
    expect(await count()).toBe(0);
  });
});
