import { addDays, firstShowing, localToday, resolveLocalTime, utcOffsetMinutes } from "@club/domain";

/**
 * How a stretch of time [from, to) is read: whole UTC months, days and hours from the sales rollup (its
 * spans), and what is left at either end (less than an hour) from the orders themselves.
 */
export type Span = "hour" | "day" | "month";
export type Stretch = { from: Date; to: Date };
/**
 * Spans of the order totals only: 'month_hour', a UTC month's totals per UTC hour of the day (migration
 * 0018); 'local_day', the club's days (migration 0019).
 */
export type RollupPiece = Stretch & { span: Span | "month_hour" | "local_day" };
export type Pieces = { rollup: RollupPiece[]; raw: Stretch[] };

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

const floorHour = (d: Date) => new Date(Math.floor(d.getTime() / HOUR) * HOUR);
const ceilHour = (d: Date) => new Date(Math.ceil(d.getTime() / HOUR) * HOUR);
const floorDay = (d: Date) => new Date(Math.floor(d.getTime() / DAY) * DAY);
const ceilDay = (d: Date) => new Date(Math.ceil(d.getTime() / DAY) * DAY);
const floorMonth = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
const ceilMonth = (d: Date) => {
  const floor = floorMonth(d);
  return floor.getTime() === d.getTime()
    ? floor
    : new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
};

/** The non-empty stretches among [a, b) and [c, d). */
const ends = (span: Span, a: Date, b: Date, c: Date, d: Date): RollupPiece[] =>
  [
    { span, from: a, to: b },
    { span, from: c, to: d },
  ].filter((p) => p.from < p.to);

/** The pieces of a stretch: whole UTC months, then days, then hours, and the minutes at either end raw. */
export function piecesOf(w: Stretch): Pieces {
  const h0 = ceilHour(w.from);
  const h1 = floorHour(w.to);
  if (h0 >= h1) return { rollup: [], raw: [w] };
  const raw = [
    { from: w.from, to: h0 },
    { from: h1, to: w.to },
  ].filter((p) => p.from < p.to);
  const d0 = ceilDay(h0);
  const d1 = floorDay(h1);
  if (d0 >= d1) return { rollup: [{ span: "hour", from: h0, to: h1 }], raw };
  const hours = ends("hour", h0, d0, d1, h1);
  const m0 = ceilMonth(d0);
  const m1 = floorMonth(d1);
  if (m0 >= m1) return { rollup: [...hours, { span: "day", from: d0, to: d1 }], raw };
  return {
    rollup: [...hours, ...ends("day", d0, m0, m1, d1), { span: "month", from: m0, to: m1 }],
    raw,
  };
}

/**
 * The pieces of a stretch for a report keyed by the club's days: the club's whole days inside it as one
 * 'local_day' piece (from and to being dates at 00:00 UTC, as that span keys its rows), and the parts of
 * days at either end raw. A report's range is whole days of the club, so it has no raw part.
 */
export function localDayPieces(w: Stretch, timeZone: string): Pieces {
  const dayStart = (date: string) => firstShowing(resolveLocalTime(date, 0, timeZone));
  const fromDate = localToday(w.from, timeZone);
  const first = dayStart(fromDate) < w.from ? addDays(fromDate, 1) : fromDate;
  // The day holding `to` is not whole inside (`to` excluded): whole days end where it starts.
  const end = localToday(w.to, timeZone);
  if (first >= end) return { rollup: [], raw: [w] };
  const raw = [
    { from: w.from, to: dayStart(first) },
    { from: dayStart(end), to: w.to },
  ].filter((p) => p.from < p.to);
  const dateKey = (date: string) => new Date(`${date}T00:00:00Z`);
  return { rollup: [{ span: "local_day", from: dateKey(first), to: dateKey(end) }], raw };
}

/** A stretch where the club's clock is `offset` whole hours ahead of UTC. */
export type ClockStretch = Stretch & { offset: number };

/**
 * The stretches of the window where the zone's clock keeps one offset from UTC, in order, or null when it
 * is ever not a whole number of hours (then a UTC hour is not one hour of the club's clock). Offsets are
 * sampled every day and a change is found to the hour between two samples (a zone whose clock is whole
 * hours from UTC changes it on a whole UTC hour).
 */
export function clockStretches(w: Stretch, timeZone: string): ClockStretch[] | null {
  const offsetAt = (t: number) => {
    const minutes = utcOffsetMinutes(t, timeZone);
    return minutes % 60 === 0 ? minutes / 60 : null;
  };
  const start = floorHour(w.from).getTime();
  const first = offsetAt(start);
  if (first === null) return null;
  const stretches: ClockStretch[] = [{ from: w.from, to: w.to, offset: first }];
  for (let t = start; t < w.to.getTime(); ) {
    const next = Math.min(t + DAY, ceilHour(w.to).getTime());
    const offset = offsetAt(next);
    if (offset === null) return null;
    const last = stretches[stretches.length - 1] as ClockStretch;
    if (offset !== last.offset) {
      let lo = t;
      let hi = next;
      while (hi - lo > HOUR) {
        const mid = lo + Math.floor((hi - lo) / HOUR / 2) * HOUR;
        if (offsetAt(mid) === last.offset) lo = mid;
        else hi = mid;
      }
      if (hi < w.to.getTime()) {
        last.to = new Date(hi);
        stretches.push({ from: new Date(hi), to: w.to, offset });
      }
    }
    t = next;
  }
  return stretches;
}

/**
 * The pieces of a stretch for a report keyed by the hour of the club's day (`stretches` from
 * clockStretches): each whole UTC month where the club's clock keeps one offset as 'month_hour' (24 rows),
 * everything else as hours.
 */
export function hourOfDayPieces(w: Stretch, stretches: ClockStretch[]): Pieces {
  const { rollup, raw } = piecesOf(w);
  const pieces = rollup.flatMap((p): RollupPiece[] => {
    if (p.span !== "month") return [{ ...p, span: "hour" }];
    const months: RollupPiece[] = [];
    for (let m = p.from; m < p.to; m = new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 1, 1))) {
      const month = { from: m, to: new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 1, 1)) };
      const oneOffset = stretches.some((c) => c.from <= month.from && month.to <= c.to);
      months.push({ ...month, span: oneOffset ? "month_hour" : "hour" });
    }
    return months;
  });
  return { rollup: pieces, raw };
}
