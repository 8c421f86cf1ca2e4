import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { clubToday } from "../../db/club-today";
import { holdsSlot } from "../../db/holds-slot";
import { bookings, clubs } from "../../db/schema";

/**
 * How many bookings of the outer `clubs` row start on the club's local day of `now` and still hold their
 * slot: a scalar subquery for the back office's global state. Local midnight to the next local midnight,
 * so the 23- and 25-hour days of Chile's clock changes count right.
 */
export function todaysBookingsCount(now: SQLWrapper): SQL<number> {
  const today = clubToday(now);
  return sql<number>`(select count(*)::int from ${bookings}
    where ${bookings.clubId} = ${clubs.id} and ${holdsSlot(sql`${now}::timestamptz`)}
      and ${bookings.startsAt} >= ${today.start} and ${bookings.startsAt} < ${today.end})`;
}
