import { isoDayWords } from "./intl-formatters";
import type { DayRange } from "./report-range";

const weekdayAndDay = (date: string) =>
  isoDayWords(date, { weekday: "long", day: "numeric" }).replace(",", "");
const month = (date: string) => isoDayWords(date, { month: "long" });
const year = (date: string) => date.slice(0, 4);

/**
 * A stretch of the club's calendar as people say it: "el sábado 28 de noviembre", "del lunes 23 al domingo
 * 29 de noviembre", "del lunes 26 de octubre al domingo 1 de noviembre"; the year is said only when the
 * range is not within `thisYear` (the club's current year).
 */
export function dayRangeWords(range: DayRange, thisYear: string): string {
  const { startDate: start, endDate: end } = range;
  const sameYear = year(start) === year(end);
  const yearText = (date: string) => (sameYear && year(date) === thisYear ? "" : ` de ${year(date)}`);
  if (start === end) return `el ${weekdayAndDay(start)} de ${month(start)}${yearText(start)}`;
  const first =
    month(start) === month(end) && sameYear
      ? weekdayAndDay(start)
      : `${weekdayAndDay(start)} de ${month(start)}${sameYear ? "" : ` de ${year(start)}`}`;
  return `del ${first} al ${weekdayAndDay(end)} de ${month(end)}${yearText(end)}`;
}
