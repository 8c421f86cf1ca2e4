import { localDateTime } from "./local-time";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The 7 × 24 cells of a week on the club's clock: index (ISO weekday − 1) × 24 + hour. */
export const HOUR_CELLS = 7 * 24;

export type HourCellOf = (utcHourStart: number) => number;

/**
 * The weekday × hour cell of each UTC hour, on the club's clock. Time is cut at UTC hours, which are the
 * club's hours in a zone whose offset is a whole number of hours (all of Chile), so the day the clock
 * goes back the cell 23:00 gets its two real hours and the day it goes forward the skipped hour gets
 * none. Two readings of the clock per UTC day, one per hour on a day whose offset changes.
 */
export function hourCellsOf(timeZone: string): HourCellOf {
  const offsets = new Map<number, number | null>();
  const offsetAt = (instant: number) => {
    const local = localDateTime(new Date(instant), timeZone);
    const [y = 0, m = 0, d = 0] = local.date.split("-").map(Number);
    return Date.UTC(y, m - 1, d) + local.minutes * 60_000 - instant;
  };
  const steadyOffsetOf = (day: number) => {
    let offset = offsets.get(day);
    if (offset === undefined) {
      const first = offsetAt(day * DAY_MS);
      offset = first === offsetAt(day * DAY_MS + DAY_MS - HOUR_MS) ? first : null;
      offsets.set(day, offset);
    }
    return offset;
  };
  return (utcHourStart) => {
    const offset = steadyOffsetOf(Math.floor(utcHourStart / DAY_MS)) ?? offsetAt(utcHourStart);
    const local = new Date(utcHourStart + offset);
    const weekday = local.getUTCDay() || 7;
    return (weekday - 1) * 24 + local.getUTCHours();
  };
}

/** Adds the minutes of [from, to) (epoch ms) to their cells. */
export function spreadOverHourCells(cells: number[], cellOf: HourCellOf, from: number, to: number) {
  for (let hour = Math.floor(from / HOUR_MS) * HOUR_MS; hour < to; hour += HOUR_MS) {
    const minutes = (Math.min(to, hour + HOUR_MS) - Math.max(from, hour)) / 60_000;
    const cell = cellOf(hour);
    cells[cell] = (cells[cell] ?? 0) + minutes;
  }
}

/** Part of `whole` that `part` is, in percent with one decimal; null when there is no whole. */
export const percentOf = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;
