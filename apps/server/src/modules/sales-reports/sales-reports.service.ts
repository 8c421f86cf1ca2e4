import {
  firstShowing,
  localDateTime,
  localToday,
  ORDER_STATES,
  periodChange,
  type ReportPeriod,
  resolveLocalTime,
} from "@club/domain";
import type { DbOrTx } from "../../db/client";
import {
  bucketKeys,
  previousDays,
  type ReportDays,
  type ReportScope,
  reportDays,
  scopeOf,
} from "./report-range";
import {
  bookingIncomeByChannel,
  bucketOf,
  clubTimeZone,
  type FigureRow,
  hourOf,
  ordersByStatus,
  type SalesWindow,
  salesByMethod,
  salesFiguresBy,
  WHOLE_WINDOW,
} from "./sales-reports.repository";

/** The days a report asks for: a range of the club's days (both given), or else the current period. */
export type RangeQuery = { period?: ReportPeriod; startDate?: string; endDate?: string };

export type Figures = {
  gross: number;
  refunds: number;
  net: number;
  salesCount: number;
  refundsCount: number;
};
export const NO_SALES: Figures = { gross: 0, refunds: 0, net: 0, salesCount: 0, refundsCount: 0 };

export function figuresOf(row: FigureRow | undefined): Figures {
  if (!row) return NO_SALES;
  const gross = Number(row.gross);
  const refunds = Number(row.refunds);
  return {
    gross,
    refunds,
    net: gross - refunds,
    salesCount: row.sales_count,
    refundsCount: row.refunds_count,
  };
}

/** The days a query asks for, on the club's calendar and clock: the club comes from the session. */
export async function reportScope(db: DbOrTx, clubId: number, now: Date, query: RangeQuery) {
  const timeZone = await clubTimeZone(db, clubId);
  return scopeOf(reportDays(query, localToday(now, timeZone)), clubId, timeZone);
}

export const daysOf = (s: ReportScope): ReportDays => ({
  period: s.period,
  startDate: s.startDate,
  endDate: s.endDate,
});

/** The sales figures of a stretch of time by the accounting rule (the dashboard reads today's with it). */
export const totalOf = async (db: DbOrTx, s: SalesWindow) =>
  figuresOf((await salesFiguresBy(db, s, WHOLE_WINDOW, "none"))[0]);

/**
 * Sales over time: one bucket per day, week, month or year of the range, empty ones included. A range
 * asked by dates is grouped by `period` (default day); the current period by days (a year by months).
 */
export async function salesOverTime(db: DbOrTx, s: ReportScope, fromDates: boolean) {
  const bucket: ReportPeriod = fromDates ? s.period : s.period === "year" ? "month" : "day";
  const rows = await salesFiguresBy(db, s, bucketOf(s, bucket), "day");
  const byKey = new Map(rows.map((r) => [String(r.key), figuresOf(r)]));
  // Only the first bucket may start before the range (a week from Monday): it reads from the range's start.
  const buckets = bucketKeys(s, bucket).map((key, i) => ({
    date: i === 0 ? s.startDate : key,
    ...(byKey.get(key) ?? NO_SALES),
  }));
  return { buckets, totals: sumFigures(buckets) };
}

function sumFigures(list: Figures[]): Figures {
  return list.reduce(
    (sum, f) => ({
      gross: sum.gross + f.gross,
      refunds: sum.refunds + f.refunds,
      net: sum.net + f.net,
      salesCount: sum.salesCount + f.salesCount,
      refundsCount: sum.refundsCount + f.refundsCount,
    }),
    NO_SALES,
  );
}

const averageTicket = (f: Figures) => (f.salesCount === 0 ? 0 : Math.round(f.gross / f.salesCount));
/** The move in percent with one decimal (the dashboard's rule: against the size of what came before). */
function change(now: number, before: number) {
  const moved = periodChange(now, before);
  return moved === null ? null : Math.round(moved * 1000) / 10;
}

/**
 * The period before, for the current period: its last day only up to the time of day it is now, since
 * the current period has only run until now (this morning against all of yesterday would always look
 * like a fall).
 */
function soFar(before: ReportScope, now: Date): ReportScope {
  const { minutes } = localDateTime(now, before.timeZone);
  const sameTime = firstShowing(resolveLocalTime(before.endDate, minutes, before.timeZone));
  return sameTime < before.to ? { ...before, to: sameTime } : before;
}

/** This period (or range) against the one before it; the current period up to the same time of day. */
export async function periodPerformance(db: DbOrTx, s: ReportScope, fromDates: boolean, now: Date) {
  const previousScope = scopeOf(previousDays(daysOf(s), !fromDates), s.clubId, s.timeZone);
  const before = fromDates ? previousScope : soFar(previousScope, now);
  const [current, previous] = await Promise.all([totalOf(db, s), totalOf(db, before)]);
  const side = (f: Figures, d: ReportScope) => ({
    ...f,
    startDate: d.startDate,
    endDate: d.endDate,
    averageTicket: averageTicket(f),
  });
  return {
    current: side(current, s),
    previous: side(previous, before),
    change: {
      net: change(current.net, previous.net),
      gross: change(current.gross, previous.gross),
      refunds: change(current.refunds, previous.refunds),
      salesCount: change(current.salesCount, previous.salesCount),
      averageTicket: change(averageTicket(current), averageTicket(previous)),
    },
  };
}

/** Orders created in the range by their status now, every status listed. */
export async function statusSplit(db: DbOrTx, s: ReportScope) {
  const rows = await ordersByStatus(db, s);
  return ORDER_STATES.map((status) => {
    const row = rows.find((r) => r.status === status);
    return { status, ordersCount: row?.orders_count ?? 0, amount: Number(row?.amount ?? 0) };
  });
}

/** The figures of each payment method that took or gave back money in the range (the wire lists them all). */
export async function methodSplit(db: DbOrTx, s: ReportScope) {
  const rows = await salesByMethod(db, s);
  return rows.map((row) => ({ method: row.method, ...figuresOf(row) }));
}

/**
 * The income by where it was taken: the point of sale's orders ('pos'), and booking payments by their
 * channel ('reception', 'online'); a source that took nothing has no entry.
 */
export async function sourceSplit(db: DbOrTx, s: ReportScope): Promise<Map<string, Figures>> {
  const [pos, bookings] = await Promise.all([
    salesFiguresBy(db, s, WHOLE_WINDOW, "none", "pos"),
    bookingIncomeByChannel(db, s),
  ]);
  return new Map([
    ["pos", figuresOf(pos[0])],
    ...bookings.map((row) => [row.channel, figuresOf(row)] as const),
  ]);
}

/** Every hour of the club's clock, 0 to 23. */
export async function hourSplit(db: DbOrTx, s: ReportScope) {
  const rows = await salesFiguresBy(db, s, hourOf(s), "hour");
  return Array.from({ length: 24 }, (_, hour) => ({
    hour,
    ...figuresOf(rows.find((r) => Number(r.key) === hour)),
  }));
}
