import { DEFAULT_TIME_ZONE } from "@club/contract";
import { addDays, isIsoDate, isoDayWords, isoWeekday, localToday } from "@club/domain";

/** Today on the club's calendar (Chile), not the device's. */
export const clubToday = (now = new Date()) => localToday(now, DEFAULT_TIME_ZONE);

/** A date from the address bar, or today when it is missing or not a date. */
export const dateOrToday = (value: string | null) => (value && isIsoDate(value) ? value : clubToday());

/** Monday to Sunday of the week holding `date`. */
export function weekOf(date: string): string[] {
  const monday = addDays(date, 1 - isoWeekday(date));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

const dayMonth = (date: string) => isoDayWords(date, { day: "numeric", month: "short" }).replaceAll(".", "");

/** "lun, 23 nov" for a week column. */
export const shortDateText = (date: string) =>
  isoDayWords(date, { weekday: "short", day: "numeric", month: "short" }).replaceAll(".", "");

/** "23 nov – 29 nov" for a week. */
export function weekText(dates: readonly string[]): string {
  const first = dates[0];
  const last = dates.at(-1);
  if (!first || !last) return "";
  return `${dayMonth(first)} – ${dayMonth(last)}`;
}
