import { type DayRange, isIsoDate } from "@club/domain";
import * as chrono from "chrono-node";
import type { ToolPeriod } from "../tools/period-input";

/** Days read from words, and the tools' period they name, if any. */
export type Resolved = { range: DayRange; named?: ToolPeriod };
/** A stretch of the text that names days. */
export type PeriodMatch = Resolved & { index: number; length: number };

/** What lies between two dates chrono read apart that makes them one range ("1 de nov al 15 de nov"). */
const JOINER = /^ *(?:a|al|hasta|hasta el|y|y el) *$/;

type ChronoResult = ReturnType<typeof chrono.es.parse>[number];
type ChronoDate = ChronoResult["start"];

const pad = (n: number | null) => String(n ?? 0).padStart(2, "0");
const isoDay = (date: ChronoDate) => `${date.get("year")}-${pad(date.get("month"))}-${pad(date.get("day"))}`;

/** The same days a year earlier: a date said without its year is the last one that has come. */
const yearBefore = (date: string) => `${Number(date.slice(0, 4)) - 1}${date.slice(4)}`;

/** chrono's reading of the days, or null when it is not a whole day written with digits. */
function resultRange(result: ChronoResult, today: string): DayRange | null {
  // Words-only results ("ayer", "el lunes", "en marzo") are ours: chrono places weekdays and months in
  // the future and misreads "el lunes pasado"; a day it is not sure of is a weekday or a month alone.
  if (!/\d/.test(result.text) || !result.start.isCertain("day") || !result.start.isCertain("month"))
    return null;
  let startDate = isoDay(result.start);
  let endDate = result.end ? isoDay(result.end) : startDate;
  if (!result.start.isCertain("year") && startDate > today) {
    startDate = yearBefore(startDate);
    endDate = yearBefore(endDate);
  }
  return isIsoDate(startDate) && isIsoDate(endDate) && startDate <= endDate ? { startDate, endDate } : null;
}

/**
 * Dates written with digits ("el 3 de noviembre", "15/11", "1 a 15 de noviembre", "1/11/2026"), read by
 * chrono-node's Spanish parser from its year, month and day (never its `Date`, which is in the server's
 * zone). A date without a year is the last one that has come ("el 5 de enero" in November is last January's).
 */
export function explicitDates(text: string, today: string): PeriodMatch[] {
  const reference = { instant: new Date(`${today}T12:00:00Z`), timezone: 0 };
  const matches: PeriodMatch[] = [];
  for (const result of chrono.es.parse(text, reference)) {
    const range = resultRange(result, today);
    if (!range) continue;
    const previous = matches.at(-1);
    const between = previous ? text.slice(previous.index + previous.length, result.index) : "";
    if (previous && JOINER.test(between) && previous.range.startDate <= range.endDate) {
      previous.range = { startDate: previous.range.startDate, endDate: range.endDate };
      previous.length = result.index + result.text.length - previous.index;
    } else matches.push({ range, index: result.index, length: result.text.length });
  }
  return matches;
}
