/**
 * How a stretch of time [from, to) is read: whole UTC months, days and hours from the sales rollup (its
 * spans), and what is left at either end (less than an hour) from the orders themselves.
 */
export type Span = "hour" | "day" | "month";
export type Stretch = { from: Date; to: Date };
export type RollupPiece = Stretch & { span: Span };
export type Pieces = { rollup: RollupPiece[]; raw: Stretch[] };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

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

/**
 * `coarse` false reads hours only (a report that buckets by the club's clock needs each piece inside one
 * local hour); true uses days and months where they fit whole.
 */
export function piecesOf(w: Stretch, coarse: boolean): Pieces {
  const h0 = ceilHour(w.from);
  const h1 = floorHour(w.to);
  if (h0 >= h1) return { rollup: [], raw: [w] };
  const raw = [
    { from: w.from, to: h0 },
    { from: h1, to: w.to },
  ].filter((p) => p.from < p.to);
  const d0 = ceilDay(h0);
  const d1 = floorDay(h1);
  if (!coarse || d0 >= d1) return { rollup: [{ span: "hour", from: h0, to: h1 }], raw };
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
 * Whether the zone's clock is a whole number of hours from UTC over the stretch (sampled every day, where
 * zones change offset), so that every UTC hour is one hour of the club's clock.
 */
export function wholeHourZone(w: Stretch, timeZone: string): boolean {
  const minutesOf = new Intl.DateTimeFormat("en-US", { timeZone, minute: "numeric" });
  for (let t = floorHour(w.from).getTime(); t <= w.to.getTime() + DAY; t += DAY) {
    if (Number(minutesOf.format(new Date(t))) !== 0) return false;
  }
  return true;
}
