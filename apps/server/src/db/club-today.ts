import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { clubs } from "./schema";

/**
 * Where the club's local day that holds `now` starts and ends (instants), in a query that has the club's
 * row at hand: "today" follows the club's clock, daylight saving included.
 */
export function clubToday(now: SQLWrapper): { start: SQL; end: SQL } {
  const localMidnight = sql`date_trunc('day', ${now}::timestamptz at time zone ${clubs.timeZone})`;
  return {
    start: sql`(${localMidnight} at time zone ${clubs.timeZone})`,
    end: sql`((${localMidnight} + interval '1 day') at time zone ${clubs.timeZone})`,
  };
}
