import { and, eq, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { holdsSlot } from "../../db/holds-slot";
import { preparedOnce } from "../../db/prepared";
import { bookings, courtPrices, courtSchedules, courts } from "../../db/schema";

export type SpanRow = {
  id: number;
  startMinute: number;
  endMinute: number;
  slotMinutes: number;
  band: string;
};
export type PriceRow = { durationMinutes: number; band: string; price: number };
/** A booking that holds its slot: start and end in epoch milliseconds, and its status code. */
export type TakenRow = [number, number, string];

const p = sql.placeholder;
// Drizzle leaves the table out of a column of a one-table select ("id"), which inside a subquery would
// name the subquery's own id: the outer court is spelled out.
const courtId = sql`${courts}.${sql.identifier(courts.id.name)}`;
const at = (name: string) => sql`${p(name)}::timestamptz`;

/** A court's opening spans of one weekday, in order, as one JSON column. */
export const spansOfCourt = (weekday: SQLWrapper | number) => sql<SpanRow[]>`(
  select coalesce(json_agg(json_build_object(
    'id', s.id, 'startMinute', s.start_minute, 'endMinute', s.end_minute,
    'slotMinutes', s.slot_minutes, 'band', s.band) order by s.start_minute), '[]'::json)
  from ${courtSchedules} s where s.court_id = ${courtId} and s.weekday = ${weekday})`;

const pricesOfCourt = sql<PriceRow[]>`(
  select coalesce(json_agg(json_build_object('durationMinutes', cp.duration_int, 'band', cp.band,
    'price', cp.price) order by cp.duration_int, cp.band), '[]'::json)
  from ${courtPrices} cp where cp.court_id = ${courtId})`;

// The range test is the one the exclusion constraint's GiST index answers (holdsSlot, inlined, brings its
// "cancelled_at is null").
const takenOfCourt = sql<TakenRow[]>`(
  select coalesce(json_agg(json_build_array(
    (extract(epoch from ${bookings.startsAt}) * 1000)::bigint,
    (extract(epoch from ${bookings.endsAt}) * 1000)::bigint,
    ${bookings.status}) order by ${bookings.startsAt}), '[]'::json)
  from ${bookings}
  where ${bookings.courtId} = ${courtId}
    and tstzrange(${bookings.startsAt}, ${bookings.endsAt}) && tstzrange(${at("from")}, ${at("to")})
    and ${holdsSlot(at("now"))})`;

const dayGridQuery = (db: DbOrTx, name: string) =>
  db
    .select({
      id: courts.id,
      name: courts.name,
      indoor: courts.indoor,
      surface: courts.surface,
      spans: spansOfCourt(p("weekday")),
      prices: pricesOfCourt,
      taken: takenOfCourt,
    })
    .from(courts)
    .where(and(eq(courts.clubId, p("clubId")), eq(courts.active, true)))
    .orderBy(courts.position, courts.id)
    .prepare(name);

export type DayGridRow = Awaited<ReturnType<ReturnType<typeof dayGridQuery>["execute"]>>[number];

/** The club's active courts with their spans of the weekday, prices and the bookings of [from, to): one statement. */
export async function listDayGrid(
  db: DbOrTx,
  day: { clubId: number; weekday: number; from: Date; to: Date; now: Date },
): Promise<DayGridRow[]> {
  const query = preparedOnce(db, "booking_day_grid", (name) => dayGridQuery(db, name));
  return query.execute({
    clubId: day.clubId,
    weekday: day.weekday,
    from: day.from.toISOString(),
    to: day.to.toISOString(),
    now: day.now.toISOString(),
  });
}
