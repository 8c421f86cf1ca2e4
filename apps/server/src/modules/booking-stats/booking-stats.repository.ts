import { type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { holdsSlot, holdsSlotForGood } from "../../db/holds-slot";
import { bookings } from "../../db/schema";

/** What a report reads: the club's bookings that touch [from, to), with the clock at `now`. */
export type StatsWindow = { clubId: number; from: Date; to: Date; now: Date };

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

async function rowsOf<R>(db: DbOrTx, query: SQL): Promise<R[]> {
  const result = (await db.execute(query)) as unknown as { rows: R[] };
  return result.rows;
}

/**
 * Runs the report's reads in one transaction with JIT compilation and parallel workers off. The planner
 * takes each `generate_series` of a booking for 1,000 rows (it holds one to three), so a year's statement
 * looked costly enough to compile: on PostgreSQL that was 600 ms of compiling for 20 ms of work
 * (bench/booking-stats.bench.ts). And it gave a month's paid lines two workers, whose start cost 17 ms
 * for 4 ms of work.
 */
export function withLeanPlans<T>(db: DbOrTx, read: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true)`,
    );
    return read(tx);
  });
}

/** The club's time zone; null for a club that does not exist. */
export async function findClubTimeZone(db: DbOrTx, clubId: number) {
  const [row] = await rowsOf<{ timeZone: string }>(
    db,
    sql`select time_zone as "timeZone" from clubs where id = ${clubId}`,
  );
  return row?.timeZone ?? null;
}

export type StatsSpan = {
  weekday: number;
  startMinute: number;
  endMinute: number;
  band: "peak" | "off_peak";
};
export type StatsCourt = { id: number; name: string; active: boolean; spans: StatsSpan[] };

/** The club's time zone and its courts (in grid order) with every opening span of the week. */
export async function findStatsClub(db: DbOrTx, clubId: number) {
  const [row] = await rowsOf<{ timeZone: string; courts: StatsCourt[] }>(
    db,
    sql`select c.time_zone as "timeZone", coalesce((
      select json_agg(json_build_object('id', k.id, 'name', k.court_name, 'active', k.active,
        'spans', (select coalesce(json_agg(json_build_object('weekday', s.weekday,
          'startMinute', s.start_minute, 'endMinute', s.end_minute, 'band', s.band)), '[]'::json)
          from court_schedules s where s.court_id = k.id)) order by k.position, k.id)
      from courts k where k.club_id = c.id), '[]'::json) as courts
    from clubs c where c.id = ${clubId}`,
  );
  return row ?? null;
}

// The bookings as the queries below name them.
const b = alias(bookings, "b");
const earlier = alias(bookings, "e");
/** A block of the club (status Bloqueado, or maintenance): not play. */
const blocked = sql`(b.status = 'pb' or b.booking_type = 'maintenance')`;

export type BookedMinutesRow = {
  blocked: boolean;
  weekday: number | null;
  hour: number | null;
  courtId: number | null;
  band: string | null;
  minutes: number;
};

const HOUR = 3_600_000;

/**
 * The parts of [from, to) that are whole UTC hours (read from booked_minute_hours) and the edges that are
 * not (a zone half an hour off UTC), read from the bookings.
 */
function hourAligned(from: Date, to: Date) {
  const first = Math.min(Math.ceil(from.getTime() / HOUR) * HOUR, to.getTime());
  const last = Math.max(Math.floor(to.getTime() / HOUR) * HOUR, first);
  const edges = [
    [from.getTime(), first],
    [last, to.getTime()],
  ]
    .filter(([f, t]) => (f as number) < (t as number))
    .map(([f, t]) => ({ from: new Date(f as number), to: new Date(t as number) }));
  return { hours: { from: new Date(first), to: new Date(last) }, edges };
}

/** The keys booked_minute_hours keeps of a booking (alias b): court, opening span and block or play. */
const rollupKey = sql`b.court_id, coalesce(b.schedule_id, 0) as schedule_key, ${blocked} as blocked`;

/**
 * Minutes of live bookings inside [from, to), play and blocks apart: per weekday and hour of the club's
 * clock (summed per UTC hour first, so the clock is read once per hour), and per court and price band
 * (that of the span the booking starts in; rows with `courtId`). The whole UTC hours come from
 * booked_minute_hours, which holds every live booking but the unpaid online holds; those still holding at
 * `now` (few: a hold lasts minutes), and any edge of the range that is not a whole UTC hour, are cut into
 * hours from the bookings. A booking lasts at most 120 minutes, so the start bound of an edge keeps to the
 * (club_id, starts_at) index.
 */
export async function bookedMinutes(db: DbOrTx, w: StatsWindow, timeZone: string) {
  const { hours, edges } = hourAligned(w.from, w.to);
  const edgeRows = edges.map(
    (e) => sql`union all
      select ${rollupKey}, greatest(b.starts_at, ${ts(e.from)}) as f, least(b.ends_at, ${ts(e.to)}) as t
      from bookings b
      where b.club_id = ${w.clubId} and ${holdsSlotForGood(b)}
        and b.starts_at >= ${ts(e.from)} - interval '1 day' and b.starts_at < ${ts(e.to)} and b.ends_at > ${ts(e.from)}`,
  );
  return rowsOf<BookedMinutesRow>(
    db,
    sql`with raw as (
      select ${rollupKey}, greatest(b.starts_at, ${ts(w.from)}) as f, least(b.ends_at, ${ts(w.to)}) as t
      from bookings b
      -- The unpaid holds still holding at now: holdsSlot at now but not for good, spelled as the predicate
      -- of bookings_club_hold_idx and a bound on its hold_until, the plan the inlined function would lose.
      where b.club_id = ${w.clubId} and b.status = 'p0' and b.hold_until is not null and b.cancelled_at is null
        and b.hold_until > ${ts(w.now)} and b.starts_at < ${ts(w.to)} and b.ends_at > ${ts(w.from)}
      ${sql.join(edgeRows, sql` `)}
    ), cut as (
      select court_id, schedule_key, blocked, hour, seconds from booked_minute_hours
      where club_id = ${w.clubId} and hour >= ${ts(hours.from)} and hour < ${ts(hours.to)}
      union all
      select raw.court_id, raw.schedule_key, raw.blocked, h,
        extract(epoch from least(raw.t, h + interval '1 hour') - greatest(raw.f, h))::int
      from raw, generate_series(date_trunc('hour', raw.f, 'UTC'), raw.t - interval '1 microsecond', interval '1 hour') h
    ), sums as materialized (
      select blocked, hour, court_id, schedule_key, sum(seconds) as seconds from cut
      group by grouping sets ((blocked, hour), (blocked, court_id, schedule_key))
      having sum(seconds) <> 0
    )
    select blocked, extract(isodow from hour at time zone ${timeZone})::int as weekday,
      extract(hour from hour at time zone ${timeZone})::int as hour, null::int as "courtId", null::text as band,
      round(sum(seconds) / 60.0)::int as minutes
    from sums where hour is not null group by 1, 2, 3
    union all
    select sums.blocked, null, null, sums.court_id, coalesce(s.band, 'none'), round(sum(sums.seconds) / 60.0)::int
    from sums left join court_schedules s on s.id = sums.schedule_key
    where sums.court_id is not null group by sums.blocked, sums.court_id, coalesce(s.band, 'none')`,
  );
}

/** Up to this long, a range's paid lines are looked up per booking of the range (indexes on booking_id). */
const FEW_BOOKINGS_RANGE = 62 * 24 * HOUR;

/**
 * The paid payments and the booking lines of paid sales of the club (`booking_id`, `amount`). A range of
 * up to two months reads only those of its bookings; a longer one holds most of the club's, and one pass
 * over all of them costs less than looking up each (a month: 4 ms instead of 13; a year: 28 instead of 40).
 */
function paidLines(w: StatsWindow) {
  const ofRange = (bookingId: SQL) =>
    w.to.getTime() - w.from.getTime() <= FEW_BOOKINGS_RANGE
      ? sql`and ${bookingId} in (select k.id from bookings k
          where k.club_id = ${w.clubId} and k.starts_at >= ${ts(w.from)} and k.starts_at < ${ts(w.to)})`
      : sql``;
  return sql`
    select p.booking_id, p.amount from booking_payments p
    where p.club_id = ${w.clubId} and p.status = 'paid' ${ofRange(sql`p.booking_id`)}
    union all
    select ob.booking_id, ob.amount from order_bookings ob join orders o on o.id = ob.order_id
    where ob.club_id = ${w.clubId} and o.order_status = 'paid' ${ofRange(sql`ob.booking_id`)}`;
}

export type BookingMoneyRow = { courtId: number; band: string; bookings: number; revenue: number };

/**
 * Per court and band, the players' live bookings that start in [from, to) and the money taken for every
 * booking that starts there, cancelled ones too: paid payments (online and reception) and booking lines
 * of paid sales (a cancelled sale gave its money back), as `paidAmountOf` of the bookings module counts.
 * Summed per court and opening span first, so the band is looked up once per span, not per booking.
 */
export async function bookingMoney(db: DbOrTx, w: StatsWindow) {
  return rowsOf<BookingMoneyRow>(
    db,
    sql`with b as (
      select b.id, b.court_id, b.schedule_id, ${holdsSlot(w.now, b)} and not ${blocked} as counted
      from bookings b
      where b.club_id = ${w.clubId} and b.starts_at >= ${ts(w.from)} and b.starts_at < ${ts(w.to)}
    ), paid as (${paidLines(w)}
    ), taken as (select booking_id, sum(amount) as amount from paid group by booking_id
    ), spans as (
      select b.court_id, b.schedule_id, count(*) filter (where b.counted) as bookings,
        coalesce(sum(taken.amount), 0) as revenue
      from b left join taken on taken.booking_id = b.id group by b.court_id, b.schedule_id
    )
    select spans.court_id as "courtId", coalesce(s.band, 'none') as band, sum(spans.bookings)::int as bookings,
      sum(spans.revenue)::int as revenue
    from spans left join court_schedules s on s.id = spans.schedule_id
    group by spans.court_id, coalesce(s.band, 'none')`,
  );
}

export type ActivityRow = {
  bookings: number;
  onlineBookings: number;
  onlineMinutes: number;
  receptionBookings: number;
  receptionMinutes: number;
  byPlayer: number;
  byClub: number;
  byExpiredHold: number;
  under2h: number;
  from2To24h: number;
  from24To72h: number;
  over72h: number;
  noShows: number;
  players: number;
  newPlayers: number;
};

/**
 * The players' bookings (blocks and maintenance left out) that start in [from, to), counted in one pass:
 * live ones by channel; cancellations by who (the booker, the club's staff, or nobody: the system
 * released an unpaid online hold, or its hold ran out and nothing released it yet) and by hours of
 * notice; no-shows (over, live, not a class, no money at all); and players (gathered in the same pass, so
 * the bookings are not kept aside for a second one), new when they had no live booking at this club before
 * `from` (the (user_id, starts_at) index answers it).
 */
export async function bookingActivity(db: DbOrTx, w: StatsWindow) {
  const [row] = await rowsOf<ActivityRow>(
    db,
    sql`with charged as (${paidLines(w)}
    ), counts as (
      select
        (count(*) filter (where live))::int as bookings,
        (count(*) filter (where live and channel = 'online'))::int as "onlineBookings",
        coalesce(sum(duration_int) filter (where live and channel = 'online'), 0)::int as "onlineMinutes",
        (count(*) filter (where live and channel = 'reception'))::int as "receptionBookings",
        coalesce(sum(duration_int) filter (where live and channel = 'reception'), 0)::int as "receptionMinutes",
        (count(*) filter (where cancelled_by is not null and cancelled_by = user_id))::int as "byPlayer",
        (count(*) filter (where cancelled_by is not null and cancelled_by is distinct from user_id))::int as "byClub",
        (count(*) filter (where lapsed))::int as "byExpiredHold",
        (count(*) filter (where cancelled_by is not null and notice < interval '2 hours'))::int as "under2h",
        (count(*) filter (where cancelled_by is not null and notice >= interval '2 hours'
          and notice < interval '24 hours'))::int as "from2To24h",
        (count(*) filter (where cancelled_by is not null and notice >= interval '24 hours'
          and notice < interval '72 hours'))::int as "from24To72h",
        (count(*) filter (where cancelled_by is not null and notice >= interval '72 hours'))::int as "over72h",
        (count(*) filter (where live and ends_at <= ${ts(w.now)} and status <> 'pc' and booking_type <> 'class'
          and id not in (select booking_id from charged)))::int as "noShows",
        coalesce(array_agg(distinct user_id) filter (where live and user_id is not null), '{}') as players
      from (
        select b.id, b.user_id, b.channel, b.duration_int, b.cancelled_by, b.ends_at, b.status, b.booking_type,
          ${holdsSlot(w.now, b)} as live,
          (b.cancelled_at is null and not ${holdsSlot(w.now, b)}) or (b.cancelled_at is not null and b.cancelled_by is null) as lapsed,
          b.starts_at - b.cancelled_at as notice
        from bookings b
        where b.club_id = ${w.clubId} and b.starts_at >= ${ts(w.from)} and b.starts_at < ${ts(w.to)}
          and not ${blocked}
      ) b
    )
    select bookings, "onlineBookings", "onlineMinutes", "receptionBookings", "receptionMinutes", "byPlayer",
      "byClub", "byExpiredHold", "under2h", "from2To24h", "from24To72h", "over72h", "noShows",
      cardinality(players) as players,
      (select count(*) from unnest(players) pl(user_id) where not exists (select 1 from bookings e
        where e.user_id = pl.user_id and e.club_id = ${w.clubId} and e.starts_at < ${ts(w.from)}
          and ${holdsSlot(w.now, earlier)}))::int as "newPlayers"
    from counts`,
  );
  if (!row) throw new Error("activity not read");
  return row;
}
