import {
  addDays,
  dayClock,
  firstShowing,
  HOUR_CELLS,
  hourCellsOf,
  isoWeekday,
  spreadOverHourCells,
} from "@club/domain";
import type { StatsCourt } from "./booking-stats.repository";
import type { StatsRange } from "./stats-range";

/** Open minutes of the range: per weekday × hour cell, per court and per price band. */
export type OpenMinutes = { cells: number[]; byCourt: Map<number, number>; byBand: Map<string, number> };

/**
 * When the active courts were open over the range, from their opening spans as they are now (schedules
 * keep no history). Each span runs, in real time, from the first showing of its start to the first
 * showing of its end, as the booking grid cuts it: the day the clock goes back a span through 23:00–24:00
 * lasts an hour more, the day it goes forward the skipped hour is not open.
 */
export function openMinutes(courts: readonly StatsCourt[], range: StatsRange, timeZone: string): OpenMinutes {
  const result: OpenMinutes = {
    cells: new Array<number>(HOUR_CELLS).fill(0),
    byCourt: new Map(),
    byBand: new Map(),
  };
  const cellOf = hourCellsOf(timeZone);
  const add = <K>(map: Map<K, number>, key: K, minutes: number) =>
    map.set(key, (map.get(key) ?? 0) + minutes);
  for (let date = range.startDate; date <= range.endDate; date = addDays(date, 1)) {
    const weekday = isoWeekday(date);
    const clock = dayClock(date, timeZone);
    for (const court of courts) {
      if (!court.active) continue;
      for (const span of court.spans) {
        if (span.weekday !== weekday) continue;
        const opens = firstShowing(clock.resolve(span.startMinute)).getTime();
        const closes = firstShowing(clock.resolve(span.endMinute)).getTime();
        if (closes <= opens) continue;
        const minutes = (closes - opens) / 60_000;
        spreadOverHourCells(result.cells, cellOf, opens, closes);
        add(result.byCourt, court.id, minutes);
        add(result.byBand, span.band, minutes);
      }
    }
  }
  return result;
}
