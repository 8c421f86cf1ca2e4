import { type SQL, sql } from "drizzle-orm";
import { type ClockStretch, DAY, HOUR, type RollupPiece } from "./rollup-pieces";

/**
 * The order totals of the sales rollup for a report keyed by the club's clock, when that clock is whole
 * hours from UTC over the range (`stretches`, from rollup-pieces.ts): the rows as `ev`, each with `ev.at`
 * an instant that has the key of every sale the row holds.
 */

/** The rollup rows (alias r) of the pieces' spans and stretches. */
export const spansOf = (pieces: RollupPiece[]) =>
  sql.join(
    pieces.map((p) => sql`(r.span = ${p.span} and r.starts_at >= ${p.from} and r.starts_at < ${p.to})`),
    sql` or `,
  );

/** The UTC hours of the day pieces whose date on the club's clock is not their UTC date (ISO strings). */
function hoursOffTheirDate(days: RollupPiece[], stretches: ClockStretch[]): string[] {
  const hours: string[] = [];
  for (const day of days) {
    for (let t = day.from.getTime(); t < day.to.getTime(); t += HOUR) {
      const stretch = stretches.find((c) => t < c.to.getTime());
      if (stretch && Math.floor((t + stretch.offset * HOUR) / DAY) !== Math.floor(t / DAY))
        hours.push(new Date(t).toISOString());
    }
  }
  return hours;
}

const totals = sql`sum(r.gross) as gross, sum(r.refunds) as refunds,
  sum(r.sales_count) as sales_count, sum(r.refunds_count) as refunds_count`;

/**
 * Keyed by the hour of the club's day: the hour and month_hour rows of the pieces (rollup-pieces.ts,
 * hourOfDayPieces) grouped by their UTC hour of the day and the clock's offset (24 groups per offset),
 * each group at its first row. A year is summed from about 24 rows per month and slot, and the club's
 * clock is read once per group, not for each of its 8,760 hours.
 */
export function localHourRows(clubId: number, pieces: RollupPiece[], stretches: ClockStretch[]): SQL {
  const offset =
    stretches.length === 1
      ? sql``
      : sql`, case ${sql.join(
          stretches.slice(0, -1).map((c, i) => sql`when r.starts_at < ${c.to} then ${i}::int`),
          sql` `,
        )} else ${stretches.length - 1}::int end`;
  return sql`(
    select min(r.starts_at) as at, ${totals} from sales_rollup r
    where r.club_id = ${clubId} and (${spansOf(pieces)})
    group by (extract(epoch from r.starts_at)::bigint / 3600) % 24${offset}) ev`;
}

/**
 * Keyed by the club's days (a day, week or month of its clock). A UTC day's row counts in the club's day
 * of the same date. The few UTC hours of that day whose club date differs (before the club's midnight west
 * of UTC, after it east) are read from the hour rows and moved: taken out of that date and put into their
 * own. So a year is read as 365 day rows and a few hours of each day, not its 8,760 hour rows. Hour
 * pieces (the ends of the range) count where they start.
 */
export function localDayRows(
  clubId: number,
  pieces: RollupPiece[],
  timeZone: string,
  stretches: ClockStretch[],
): SQL {
  const moved = hoursOffTheirDate(
    pieces.filter((p) => p.span === "day"),
    stretches,
  );
  // Noon of the UTC date where a UTC midnight falls, on the club's clock: always inside that club date.
  const noonOf = (midnight: SQL) =>
    sql`((${midnight} at time zone 'UTC') + interval '12 hours') at time zone ${timeZone}`;
  const movedRows =
    moved.length === 0
      ? sql``
      : sql`union all
    select m.sign * h.gross, m.sign * h.refunds, m.sign * h.sales_count, m.sign * h.refunds_count,
      case when m.sign = 1 then h.starts_at else ${noonOf(sql`date_trunc('day', h.starts_at, 'UTC')`)} end
    from (
      select r.starts_at, ${totals} from sales_rollup r
      where r.club_id = ${clubId} and r.span = 'hour' and r.starts_at = any(${`{${moved.join(",")}}`}::timestamptz[])
      group by r.starts_at
    ) h
    cross join (values (1), (-1)) m(sign)`;
  return sql`(
    select r.gross, r.refunds, r.sales_count, r.refunds_count,
      case when r.span = 'day' then ${noonOf(sql`r.starts_at`)} else r.starts_at end as at
    from sales_rollup r
    where r.club_id = ${clubId} and (${spansOf(pieces)})
    ${movedRows}) ev`;
}
