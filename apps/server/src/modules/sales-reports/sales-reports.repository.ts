import { eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { clubs } from "../../db/schema";
import { bookingEvents } from "./booking-income.repository";
import { localDayRows, localHourRows, spansOf } from "./clock-rows.repository";
import type { ReportScope } from "./report-range";
import {
  clockStretches,
  hourOfDayPieces,
  localDayPieces,
  type Pieces,
  piecesOf,
  type RollupPiece,
  type Stretch,
} from "./rollup-pieces";

/** The stretch of time sale events are read in: a club, from an instant to another (excluded). */
export type SalesWindow = Pick<ReportScope, "clubId" | "from" | "to">;

export const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

export async function clubTimeZone(db: DbOrTx, clubId: number) {
  const [club] = await db.select({ timeZone: clubs.timeZone }).from(clubs).where(eq(clubs.id, clubId));
  return club?.timeZone ?? "America/Santiago";
}

/**
 * The sale events of the stretches, one row each: `kind` 'sale' at `paid_at` for an order paid in them,
 * 'refund' at `cancelled_at` for a paid order cancelled in them (the accounting rule). An order paid and
 * cancelled in them gives both. The two partial indexes of migration 0012 find the orders.
 */
export function saleEvents(clubId: number, stretches: Stretch[], join: SQL = sql``): SQL {
  return sql`orders o
    cross join lateral (values ('sale', o.paid_at),
                               ('refund', case when o.paid_at is not null then o.cancelled_at end)) ev(kind, at)
    ${join}
    where o.club_id = ${clubId}
      and (${within(sql`o.paid_at`, stretches)}
           or (o.paid_at is not null and (${within(sql`o.cancelled_at`, stretches)})))
      and (${within(sql`ev.at`, stretches)})`;
}

const within = (at: SQL, stretches: Stretch[]) =>
  sql.join(
    stretches.map((p) => sql`(${at} >= ${p.from} and ${at} < ${p.to})`),
    sql` or `,
  );

/** The rollup's rows of the pieces as `ev`, with `ev.at` the instant each span starts. */
const rolledUp = (table: SQL, clubId: number, pieces: RollupPiece[]) => sql`(
  select r.*, r.starts_at as at from ${table} r
  where r.club_id = ${clubId} and (${spansOf(pieces)})) ev`;

/**
 * One figure's rows from the pieces: `raw` over the sale events of the raw stretches (given their FROM),
 * `rolled` over the rollup's rows (given theirs, by default `rolledUp`), both with the same columns, the
 * branch left out when its pieces are none.
 */
export function fromPieces(
  pieces: Pieces,
  raw: (events: SQL) => SQL,
  rolled: (rows: SQL) => SQL,
  join?: SQL,
  rowsOfRollup: (table: SQL, clubId: number, pieces: RollupPiece[]) => SQL = rolledUp,
) {
  return (clubId: number, table: SQL) => {
    const branches = [
      ...(pieces.raw.length > 0 ? [raw(saleEvents(clubId, pieces.raw, join))] : []),
      ...(pieces.rollup.length > 0 ? [rolled(rowsOfRollup(table, clubId, pieces.rollup))] : []),
    ];
    return branches.length > 0 ? sql.join(branches, sql` union all `) : undefined;
  };
}

/** The four figures of sale events, with `amount` the money each event carries. */
export const figures = (amount: SQL) => sql`
  coalesce(sum(${amount}) filter (where ev.kind = 'sale'), 0)::bigint as gross,
  coalesce(sum(${amount}) filter (where ev.kind = 'refund'), 0)::bigint as refunds,
  (count(*) filter (where ev.kind = 'sale'))::int as sales_count,
  (count(*) filter (where ev.kind = 'refund'))::int as refunds_count`;
export const summedFigures = sql`sum(ev.gross) as gross, sum(ev.refunds) as refunds,
  sum(ev.sales_count) as sales_count, sum(ev.refunds_count) as refunds_count`;
export const totalFigures = sql`coalesce(sum(gross), 0)::bigint as gross, coalesce(sum(refunds), 0)::bigint as refunds,
  coalesce(sum(sales_count), 0)::int as sales_count, coalesce(sum(refunds_count), 0)::int as refunds_count`;

export type FigureRow = {
  gross: string | number;
  refunds: string | number;
  sales_count: number;
  refunds_count: number;
};

/** What a report's key reads of the club's clock: nothing, its hour of the day, or its date. */
export type Clock = "none" | "hour" | "day";

/**
 * How the order totals of a window are read for a key on `clock`: the pieces, and how the rollup's rows of
 * them are read. Keyed by the hour of the club's clock, a zone that is ever not whole hours from UTC is
 * read raw; keyed by its days, the rollup keeps the club's own days.
 */
function totalsReading(s: SalesWindow & { timeZone?: string }, clock: Clock) {
  if (clock === "none") return { pieces: piecesOf(s) };
  const timeZone = s.timeZone;
  if (timeZone === undefined) return { pieces: { rollup: [], raw: [s] } };
  if (clock === "day") {
    return {
      pieces: localDayPieces(s, timeZone),
      rows: (_table: SQL, clubId: number, pieces: RollupPiece[]) => localDayRows(clubId, pieces, timeZone),
    };
  }
  const stretches = clockStretches(s, timeZone);
  if (stretches === null) return { pieces: { rollup: [], raw: [s] } };
  return {
    pieces: hourOfDayPieces(s, stretches),
    rows: (_table: SQL, clubId: number, pieces: RollupPiece[]) => localHourRows(clubId, pieces, stretches),
  };
}

/** Whose money a figure reads: every source (the club's income), or the point of sale's orders alone. */
export type Sources = "all" | "pos";

/**
 * The window's figures grouped by `key`, an expression over the event's instant `ev.at`: the orders' sale
 * events and, with every source, the booking payments taken at reception and online.
 */
export async function salesFiguresBy(
  db: DbOrTx,
  s: SalesWindow & { timeZone?: string },
  key: SQL,
  clock: Clock,
  sources: Sources = "all",
) {
  const reading = totalsReading(s, clock);
  const orders = fromPieces(
    reading.pieces,
    (events) => sql`select ${key} as key, ${figures(sql`o.order_amount`)} from ${events} group by 1`,
    (rows) => sql`select ${key} as key, ${summedFigures} from ${rows} group by 1`,
    undefined,
    reading.rows,
  )(s.clubId, sql`sales_rollup`);
  const branches = [
    ...(orders ? [orders] : []),
    ...(sources === "all"
      ? [sql`select ${key} as key, ${figures(sql`ev.amount`)} from ${bookingEvents(s)} group by 1`]
      : []),
  ];
  if (branches.length === 0) return [];
  return rowsOf<FigureRow & { key: string | number }>(
    await db.execute(
      sql`select key, ${totalFigures} from (${sql.join(branches, sql` union all `)}) t group by key`,
    ),
  );
}

/** The booking payments taken in the window outside the point of sale, by source ('reception', 'online'). */
export async function bookingIncomeByChannel(db: DbOrTx, s: SalesWindow) {
  return rowsOf<FigureRow & { channel: string }>(
    await db.execute(sql`select ev.channel, ${figures(sql`ev.amount`)} from ${bookingEvents(s)} group by 1`),
  );
}

/** The key of figures summed over the whole window: a single group. */
export const WHOLE_WINDOW = sql`0`;

/** The local day (as YYYY-MM-DD) where the bucket holding the event starts; weeks start on Monday. */
export const bucketOf = (s: ReportScope, bucket: string) =>
  sql`to_char(date_trunc(${bucket}, ev.at at time zone ${s.timeZone}), 'YYYY-MM-DD')`;

export const hourOf = (s: ReportScope) => sql`extract(hour from ev.at at time zone ${s.timeZone})::int`;

/**
 * By payment method: each order's payments (the cash part is what was charged, not the cash handed over)
 * and the booking payments taken at reception and online by theirs.
 */
export async function salesByMethod(db: DbOrTx, s: SalesWindow) {
  const orders = fromPieces(
    piecesOf(s),
    (events) => sql`select p.method, ${figures(sql`p.amount`)} from ${events} group by 1`,
    (rows) => sql`select ev.method, ${summedFigures} from ${rows} group by 1`,
    sql`join order_payments p on p.order_id = o.id`,
  )(s.clubId, sql`sales_rollup_methods`);
  const bookings = sql`select ev.method, ${figures(sql`ev.amount`)} from ${bookingEvents(s)} group by 1`;
  const union = orders ? sql`${orders} union all ${bookings}` : bookings;
  return rowsOf<FigureRow & { method: string }>(
    await db.execute(sql`select method, ${totalFigures} from (${union}) t group by method`),
  );
}

/**
 * Orders created in the range by their current status: whole UTC hours, days and months from the rollup
 * of migration 0016, the ends of the range from the orders themselves.
 */
export async function ordersByStatus(db: DbOrTx, s: Stretch & { clubId: number }) {
  const pieces = piecesOf(s);
  const branches = [
    ...(pieces.raw.length > 0
      ? [
          sql`select order_status, order_amount as amount, 1 as orders_count from orders
            where club_id = ${s.clubId} and (${within(sql`created_at`, pieces.raw)})`,
        ]
      : []),
    ...(pieces.rollup.length > 0
      ? [
          sql`select ev.order_status, ev.amount, ev.orders_count from ${rolledUp(sql`orders_by_status_rollup`, s.clubId, pieces.rollup)}`,
        ]
      : []),
  ];
  return rowsOf<{ status: string; orders_count: number; amount: string | number }>(
    await db.execute(sql`
      select order_status as status, coalesce(sum(orders_count), 0)::int as orders_count,
             coalesce(sum(amount), 0)::bigint as amount
      from (${sql.join(branches, sql` union all `)}) t
      group by 1`),
  );
}
