import { type SQL, sql } from "drizzle-orm";
import type { ClockStretch, RollupPiece } from "./rollup-pieces";

/**
 * The order totals of the sales rollup for a report keyed by the club's clock: the rows as `ev`, each with
 * `ev.at` an instant that has the key of every sale the row holds.
 */

/** The rollup rows (alias r) of the pieces' spans and stretches. */
export const spansOf = (pieces: RollupPiece[]) =>
  sql.join(
    pieces.map((p) => sql`(r.span = ${p.span} and r.starts_at >= ${p.from} and r.starts_at < ${p.to})`),
    sql` or `,
  );

const totals = sql`sum(r.gross) as gross, sum(r.refunds) as refunds,
  sum(r.sales_count) as sales_count, sum(r.refunds_count) as refunds_count`;

/**
 * Keyed by the hour of the club's day: the hour and month_hour rows of the pieces (rollup-pieces.ts,
 * hourOfDayPieces) grouped by their UTC hour of the day and the clock's offset (24 groups per offset),
 * each group at its first row. A year is summed from about 24 rows per month, and the club's
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
 * Keyed by the club's days (a day, week or month of its clock): the 'local_day' rows of the pieces
 * (rollup-pieces.ts, localDayPieces), each at noon of its date on the club's clock, an instant always
 * inside that date. A year is read as 366 rows.
 */
export function localDayRows(clubId: number, pieces: RollupPiece[], timeZone: string): SQL {
  return sql`(
    select r.gross, r.refunds, r.sales_count, r.refunds_count,
      ((r.starts_at at time zone 'UTC') + interval '12 hours') at time zone ${timeZone} as at
    from sales_rollup r
    where r.club_id = ${clubId} and (${spansOf(pieces)})) ev`;
}
