import {
  addDays,
  dayClock,
  firstShowing,
  HOUR_CELLS,
  type HourCellOf,
  hourCellsOf,
  isoWeekday,
  spreadOverHourCells,
} from "@club/domain";
import type { StatsCourt } from "./booking-stats.repository";
import type { StatsRange } from "./stats-range";

/** Open minutes of the range: per weekday × hour cell, per court and per price band (shared: read only). */
export type OpenMinutes = {
  readonly cells: readonly number[];
  readonly byCourt: ReadonlyMap<number, number>;
  readonly byBand: ReadonlyMap<string, number>;
};

/** The sums being added up. */
type Sums = { cells: number[]; byCourt: Map<number, number>; byBand: Map<string, number> };

const emptyOpenMinutes = (): Sums => ({
  cells: new Array<number>(HOUR_CELLS).fill(0),
  byCourt: new Map(),
  byBand: new Map(),
});

/** The instant a date's midnight would be in UTC: what its offset is measured from. */
const utcMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** What `compute` gives for `key`, kept in `store` between calls (emptied once it holds `limit`). */
function kept<V>(store: Map<string, V>, limit: number, key: string, compute: () => V): V {
  const found = store.get(key);
  if (found !== undefined) return found;
  const value = compute();
  if (store.size >= limit) store.clear();
  store.set(key, value);
  return value;
}

/**
 * The offsets from UTC a day of the zone starts and ends at, as "start end" in ms. Kept between calls (a
 * past day's offsets never change; the clock is read twice per new day): a year's report would otherwise
 * read it 730 times.
 */
const dayOffsets = new Map<string, string>();
const DAY_OFFSETS_KEPT = 50_000;

function offsetsOf(date: string, timeZone: string) {
  return kept(dayOffsets, DAY_OFFSETS_KEPT, `${timeZone} ${date}`, () => {
    const next = addDays(date, 1);
    const starts = firstShowing(dayClock(date, timeZone).resolve(0)).getTime() - utcMidnight(date);
    const ends = firstShowing(dayClock(next, timeZone).resolve(0)).getTime() - utcMidnight(next);
    return `${starts} ${ends}`;
  });
}

/** Each zone's hour cells, kept between calls like the days' offsets (hourCellsOf reads the clock per day). */
const zoneCells = new Map<string, HourCellOf>();

function cellsOfZone(timeZone: string) {
  let cellOf = zoneCells.get(timeZone);
  if (!cellOf) {
    cellOf = hourCellsOf(timeZone);
    zoneCells.set(timeZone, cellOf);
  }
  return cellOf;
}

const add = <K>(map: Map<K, number>, key: K, minutes: number) => map.set(key, (map.get(key) ?? 0) + minutes);

/**
 * One day's open minutes. Each span runs, in real time, from the first showing of its start to the first
 * showing of its end, as the booking grid cuts it: the day the clock goes back a span through 23:00–24:00
 * lasts an hour more, the day it goes forward the skipped hour is not open.
 */
function openMinutesOfDay(courts: readonly StatsCourt[], date: string, timeZone: string, into: Sums) {
  const weekday = isoWeekday(date);
  const clock = dayClock(date, timeZone);
  const cellOf = cellsOfZone(timeZone);
  for (const court of courts) {
    if (!court.active) continue;
    for (const span of court.spans) {
      if (span.weekday !== weekday) continue;
      const opens = firstShowing(clock.resolve(span.startMinute)).getTime();
      const closes = firstShowing(clock.resolve(span.endMinute)).getTime();
      if (closes <= opens) continue;
      const minutes = (closes - opens) / 60_000;
      spreadOverHourCells(into.cells, cellOf, opens, closes);
      add(into.byCourt, court.id, minutes);
      add(into.byBand, span.band, minutes);
    }
  }
}

/**
 * When the active courts were open over the range, from their opening spans as they are now (schedules
 * keep no history). Two days of one weekday whose clock starts and ends at the same offsets are open alike,
 * so each such kind of day is worked out once and counted as many times as it occurs (a year holds about
 * 20 kinds, not 365 days).
 */
function openMinutesOver(courts: readonly StatsCourt[], range: StatsRange, timeZone: string): OpenMinutes {
  const kinds = new Map<string, { date: string; count: number }>();
  for (let date = range.startDate; date <= range.endDate; date = addDays(date, 1)) {
    const key = `${isoWeekday(date)} ${offsetsOf(date, timeZone)}`;
    const kind = kinds.get(key);
    if (kind) kind.count += 1;
    else kinds.set(key, { date, count: 1 });
  }
  const result = emptyOpenMinutes();
  for (const { date, count } of kinds.values()) {
    const day = emptyOpenMinutes();
    openMinutesOfDay(courts, date, timeZone, day);
    day.cells.forEach((minutes, cell) => {
      result.cells[cell] = (result.cells[cell] ?? 0) + minutes * count;
    });
    for (const [court, minutes] of day.byCourt) add(result.byCourt, court, minutes * count);
    for (const [band, minutes] of day.byBand) add(result.byBand, band, minutes * count);
  }
  return result;
}

/**
 * The answers of `openMinutesOver`, kept between calls by what they depend on (the courts with their
 * spans, the days and the zone): working out a year's kinds of day reads the clock some 800 times (7 ms).
 */
const answers = new Map<string, OpenMinutes>();
const ANSWERS_KEPT = 1_000;

/** `openMinutesOver`, answered from what was kept when the courts, the days and the zone are the same. */
export function openMinutes(courts: readonly StatsCourt[], range: StatsRange, timeZone: string): OpenMinutes {
  return kept(answers, ANSWERS_KEPT, JSON.stringify([timeZone, range.startDate, range.endDate, courts]), () =>
    openMinutesOver(courts, range, timeZone),
  );
}
