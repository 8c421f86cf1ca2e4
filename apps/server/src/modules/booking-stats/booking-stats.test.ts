import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createCourt,
  createPrice,
  createSchedule,
  insertBooking,
  testClock,
} from "../../../test/booking-factories";
import { createPlayer } from "../../../test/factories";
import { bearer, createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { createOrderCall, orderCall } from "../../../test/order-helpers";
import {
  openRegister,
  payAtReception,
  staffCall,
  staffClub,
  walkIn,
} from "../../../test/staff-booking-helpers";
import { stored } from "../../../test/stored";

type Cell = {
  weekday: number;
  hour: number;
  open_minutes: number;
  booked_minutes: number;
  blocked_minutes: number;
};

const RANGE = "start_date=2026-03-30&end_date=2026-04-12";
// The range's bounds as instants: Monday 2026-03-30 00:00 (-03) to Monday 2026-04-13 00:00 (-04).
const FROM = "2026-03-30T03:00:00Z";
const TO = "2026-04-13T04:00:00Z";

describe(`booking statistics agree with the rows (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  const clock = testClock("2026-03-16T12:00:00Z");
  let t: TestApp;
  let club: Awaited<ReturnType<typeof staffClub>>;
  let night: { id: number; clubId: number };

  const report = async (name: string, query: string, token = club.admin.token) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/admin/report/${name}?${query}`,
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  const staffBook = async (court: { id: number }, date: string, start: string, overrides: object = {}) => {
    const res = await staffCall(
      t,
      club.admin.token,
      "POST",
      "create_booking",
      walkIn(court, date, start, overrides),
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().created[0] as { id: number; slug: string };
  };
  const playerBook = async (token: string, court: { id: number }, date: string, start: string) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/booking/create_booking",
      headers: bearer(token),
      payload: { club_id: club.admin.clubId, court_id: court.id, date, start_time: start, duration_int: 60 },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; slug: string };
  };
  const posSale = async (bookingId: number, amount: number) => {
    const res = await createOrderCall(t, club.admin.token, {
      order_status: "paid",
      order_source: "pos",
      order_bookings: [{ booking: bookingId, percentage: 100 }],
      order_payments: [{ method: "debit", amount }],
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    club = await staffClub(t);
    // A court open in the evening until midnight and again from midnight to 02:00, every day.
    night = await createCourt(t.ctx.db, club.admin.clubId, { name: "Cancha Noche", position: 1 });
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

    // A returning player: booked before the range (made on 2026-03-16 for 2026-03-20).
    const regular = await createPlayer(t.ctx.db, t.ctx.tokens);
    await playerBook(regular.token, club.court, "2026-03-20", "10:00");

    clock.set("2026-03-30T12:00:00Z"); // Monday 09:00 in Santiago
    // Paid half at reception: 8.000 of 16.000.
    const half = await staffBook(club.court, "2026-03-31", "10:00");
    expect((await payAtReception(t, club.admin.token, half.id, "debit", 50)).statusCode).toBe(200);
    // Paid at the point of sale, then the sale cancelled: its 20.000 went back.
    const refunded = await staffBook(club.court, "2026-03-31", "19:00");
    const sale = await posSale(refunded.id, 20000);
    expect((await orderCall(t, club.admin.token, "GET", `cancel_order/${sale}`)).statusCode).toBe(200);
    // Paid at the point of sale and kept: 20.000.
    await posSale((await staffBook(club.court, "2026-04-01", "19:00")).id, 20000);
    // The day the clock goes back: 23:00 to 24:00 of Saturday 2026-04-04 lasts two real hours.
    const dst = await staffBook(night, "2026-04-04", "23:00", { duration_int: 120 });
    expect((await payAtReception(t, club.admin.token, dst.id, "cash", 100)).statusCode).toBe(200);
    // Cancelled by the club 73 hours ahead.
    const dropped = await staffBook(club.court, "2026-04-02", "10:00");
    const cancel = await staffCall(t, club.admin.token, "PUT", `cancel_booking/${dropped.id}`, {
      reason: "Lluvia",
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // A block for maintenance: not play.
    await staffBook(club.court, "2026-04-01", "08:00", {
      duration_int: 90,
      status: "pb",
      booking_type: "maintenance",
      walk_in_name: undefined,
      walk_in_phone: undefined,
    });
    // Players online: one cancels 24 hours ahead, one never pays (a no-show), the regular comes back.
    const newcomer = await createPlayer(t.ctx.db, t.ctx.tokens);
    const gone = await playerBook(newcomer.token, club.court, "2026-03-31", "09:00");
    const cancelled = await t.app.inject({
      method: "PUT",
      url: `/api/booking/cancel_booking/${gone.slug}`,
      headers: bearer(newcomer.token),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await playerBook(newcomer.token, club.court, "2026-04-03", "09:00");
    await playerBook(regular.token, night, "2026-04-06", "19:00");
    // While the club asks to pay online, an unpaid hold that runs out: neither play nor a player's booking.
    await stored(t.ctx.db)`update clubs set online_payment_percentage = 50 where id = ${club.admin.clubId}`;
    await playerBook(newcomer.token, club.court, "2026-04-09", "10:00");
    await stored(t.ctx.db)`update clubs set online_payment_percentage = 0 where id = ${club.admin.clubId}`;
    // The grid never places a booking across midnight (it cuts one day's spans), but a row may cross it:
    // Tuesday 2026-04-07 23:00 to Wednesday 01:00.
    await insertBooking(t.ctx.db, night, new Date("2026-04-08T03:00:00Z"), 120);

    // Another club's booking in the same days is never counted.
    const other = await staffClub(t);
    await insertBooking(t.ctx.db, other.court, new Date("2026-04-01T14:00:00Z"), 60);

    clock.set("2026-04-13T15:00:00Z");
  });
  afterAll(() => t.close());

  /** Minute by minute, from the rows: which local weekday and hour each booked minute falls in. */
  const bookedByMinute = (blocked: boolean) =>
    stored<{ weekday: number; hour: number; minutes: number }>(t.ctx.db)`
      select extract(isodow from m at time zone 'America/Santiago')::int as weekday,
        extract(hour from m at time zone 'America/Santiago')::int as hour, count(*)::int as minutes
      from bookings b, generate_series(b.starts_at, b.ends_at - interval '1 minute', interval '1 minute') m
      where b.club_id = ${club.admin.clubId} and b.cancelled_at is null
        and not (b.status = 'p0' and b.hold_until is not null and b.hold_until <= ${clock.now().toISOString()}::timestamptz)
        and (b.status = 'pb' or b.booking_type = 'maintenance') = ${blocked}
        and m >= ${FROM}::timestamptz and m < ${TO}::timestamptz
      group by 1, 2`;

  /** Minute by minute over the range: a court is open when its span for that local weekday holds the minute. */
  const openByMinute = () =>
    stored<{ weekday: number; hour: number; minutes: number }>(t.ctx.db)`
      with minutes as (
        select m, m at time zone 'America/Santiago' as local
        from generate_series(${FROM}::timestamptz, ${TO}::timestamptz - interval '1 minute', interval '1 minute') m)
      select extract(isodow from local)::int as weekday, extract(hour from local)::int as hour, count(*)::int as minutes
      from minutes join court_schedules s on s.club_id = ${club.admin.clubId}
        and s.weekday = extract(isodow from local)
        and extract(hour from local) * 60 + extract(minute from local) >= s.start_minute
        and extract(hour from local) * 60 + extract(minute from local) < s.end_minute
      group by 1, 2`;

  it("fills the heat map with the open and booked minutes the rows give, minute by minute", async () => {
    const body = await report("get_booking_occupancy_report", RANGE);
    const cells = body.heatmap as Cell[];
    expect(cells).toHaveLength(168);
    const key = (c: { weekday: number; hour: number }) => `${c.weekday}-${c.hour}`;
    const expected = (list: { weekday: number; hour: number; minutes: number }[]) =>
      Object.fromEntries(list.filter((r) => r.minutes > 0).map((r) => [key(r), r.minutes]));
    const got = (field: keyof Cell) =>
      Object.fromEntries(cells.filter((c) => c[field] > 0).map((c) => [key(c), c[field]]));
    expect(got("booked_minutes")).toEqual(expected(await bookedByMinute(false)));
    expect(got("blocked_minutes")).toEqual(expected(await bookedByMinute(true)));
    expect(got("open_minutes")).toEqual(expected(await openByMinute()));
  });

  it("counts the hour that shows twice once per real hour, and the booking that crosses midnight on both days", async () => {
    const body = await report("get_booking_occupancy_report", RANGE);
    const cell = (weekday: number, hour: number) =>
      (body.heatmap as Cell[]).find((c) => c.weekday === weekday && c.hour === hour);
    // Saturday 23:00: two real hours on 2026-04-04 and one on 2026-04-11, on the night court only.
    expect(cell(6, 23)).toMatchObject({ open_minutes: 180, booked_minutes: 120 });
    expect(cell(6, 23)?.booked_minutes).toBe(120);
    // Tuesday 23:00 and Wednesday 00:00 each hold an hour of the booking across midnight.
    expect(cell(2, 23)?.booked_minutes).toBe(60);
    expect(cell(3, 0)?.booked_minutes).toBe(60);
    // Wednesday 08:00–09:30 was blocked for maintenance, which is not play.
    expect(cell(3, 8)).toMatchObject({ booked_minutes: 0, blocked_minutes: 60 });
    expect(cell(3, 9)).toMatchObject({ booked_minutes: 0, blocked_minutes: 30 });
  });

  it("gives each court the money its bookings took, once, with refunded sales left out", async () => {
    const body = await report("get_booking_occupancy_report", RANGE);
    const revenue = await stored<{ court_id: number; revenue: number }>(t.ctx.db)`
      select b.court_id, (coalesce(sum(p.amount), 0) + coalesce(sum(ob.amount), 0))::int as revenue
      from bookings b
      left join lateral (select sum(amount) as amount from booking_payments
        where booking_id = b.id and status = 'paid') p on true
      left join lateral (select sum(l.amount) as amount from order_bookings l join orders o on o.id = l.order_id
        where l.booking_id = b.id and o.order_status = 'paid') ob on true
      where b.club_id = ${club.admin.clubId} and b.starts_at >= ${FROM}::timestamptz and b.starts_at < ${TO}::timestamptz
      group by b.court_id`;
    const courts = body.courts as { court_id: number; revenue: number; booked_minutes: number }[];
    for (const row of revenue) {
      expect(courts.find((c) => c.court_id === row.court_id)?.revenue).toBe(row.revenue);
    }
    // 8.000 of the half paid at reception and 20.000 of the kept sale; the refunded sale gives nothing.
    expect(courts.find((c) => c.court_id === club.court.id)?.revenue).toBe(28000);
    expect(courts.find((c) => c.court_id === night.id)?.revenue).toBe(30000);
    expect(body.totals.revenue).toBe(58000);
    // Play on the main court: 10:00, 19:00, 19:00 and the newcomer's 09:00, an hour each.
    expect(courts.find((c) => c.court_id === club.court.id)?.booked_minutes).toBe(240);
    const bands = body.bands as { band: string; revenue: number; bookings: number }[];
    expect(bands.map((b) => b.band)).toEqual(["peak", "off_peak", "none"]);
    expect(bands.find((b) => b.band === "peak")).toMatchObject({ revenue: 50000, bookings: 4 });
    expect(bands.find((b) => b.band === "off_peak")).toMatchObject({ revenue: 8000, bookings: 2 });
    expect(body.totals.occupancy_percent).toBe(
      Math.round((body.totals.booked_minutes / body.totals.open_minutes) * 1000) / 10,
    );
  });

  it("counts channels, cancellations by who and notice, no-shows and new players from the rows", async () => {
    const body = await report("get_booking_activity_report", RANGE);
    const [channels] = await stored<{ online: number; reception: number }>(t.ctx.db)`
      select (count(*) filter (where channel = 'online'))::int as online,
        (count(*) filter (where channel = 'reception'))::int as reception
      from bookings where club_id = ${club.admin.clubId} and cancelled_at is null
        and not (status = 'p0' and hold_until is not null and hold_until <= ${clock.now().toISOString()}::timestamptz)
        and status <> 'pb' and booking_type <> 'maintenance'
        and starts_at >= ${FROM}::timestamptz and starts_at < ${TO}::timestamptz`;
    expect(body.channels).toEqual([
      { channel: "online", bookings: channels?.online, minutes: 60 * (channels?.online ?? 0) },
      { channel: "reception", bookings: channels?.reception, minutes: expect.any(Number) },
    ]);
    expect(channels).toEqual({ online: 2, reception: 5 });
    expect(body.bookings).toBe(7);
    expect(body.cancellations).toEqual({
      total: 3,
      by_player: 1,
      by_club: 1,
      by_expired_hold: 1,
      notice: [
        { notice: "under_2h", count: 0 },
        { notice: "2_to_24h", count: 0 },
        { notice: "24_to_72h", count: 1 },
        { notice: "over_72h", count: 1 },
      ],
    });
    // Over, live, with no money kept: the newcomer's 2026-04-03, the regular's 2026-04-06, the row across
    // midnight and the one whose sale was refunded.
    expect(body.no_shows).toBe(4);
    expect(body.players).toEqual({ total: 2, new: 1, returning: 1 });
  });

  it("reads the same figures through a period", async () => {
    clock.set("2026-04-04T15:00:00Z");
    const week = await report("get_booking_occupancy_report", "period=week");
    expect(week.range).toEqual({
      start_date: "2026-03-30",
      end_date: "2026-04-05",
      time_zone: "America/Santiago",
    });
    const same = await report("get_booking_occupancy_report", "start_date=2026-03-30&end_date=2026-04-05");
    expect(week).toEqual(same);
    clock.set("2026-04-13T15:00:00Z");
  });

  it("counts a year's money and activity as those of two months that hold the same rows", async () => {
    // Two months read the paid lines of their bookings; a year reads all the club's at once.
    const short = "start_date=2026-03-01&end_date=2026-04-30";
    const long = "start_date=2026-01-01&end_date=2026-12-31";
    type Figures = {
      court_id?: number;
      band?: string;
      bookings: number;
      revenue: number;
      booked_minutes: number;
    };
    const money = (body: { courts: Figures[]; bands: Figures[] }) =>
      [...body.courts, ...body.bands].map((f) => [
        f.court_id ?? f.band,
        f.bookings,
        f.revenue,
        f.booked_minutes,
      ]);
    const twoMonths = money(await report("get_booking_occupancy_report", short));
    expect(twoMonths.some(([, , revenue]) => Number(revenue) > 0)).toBe(true);
    expect(money(await report("get_booking_occupancy_report", long))).toEqual(twoMonths);
    const { range: _shortRange, ...activity } = await report("get_booking_activity_report", short);
    const { range: _longRange, ...yearActivity } = await report("get_booking_activity_report", long);
    expect(activity.no_shows).toBeGreaterThan(0);
    expect(yearActivity).toEqual(activity);
  });

  it("leaves the hour the clock skips closed the day it goes forward", async () => {
    const body = await report("get_booking_occupancy_report", "start_date=2026-09-06&end_date=2026-09-06");
    const cell = (hour: number) => (body.heatmap as Cell[]).find((c) => c.weekday === 7 && c.hour === hour);
    // The night court opens 00:00–02:00, but 00:00–00:59 of Sunday 2026-09-06 never shows.
    expect(cell(0)?.open_minutes).toBe(0);
    expect(cell(1)?.open_minutes).toBe(60);
    expect(body.courts.find((c: { court_id: number }) => c.court_id === night.id).open_minutes).toBe(
      60 + 360,
    );
  });
});
