import { DEFAULT_TIME_ZONE } from "@club/contract";
import { addDays, localToday } from "@club/domain";

/**
 * How many days ahead the strip reaches until the club's own window (`booking_window_days` of its
 * grid) is known: the clubs' default.
 */
export const DEFAULT_BOOKING_WINDOW_DAYS = 14;

/** Today on the club's calendar (Chile), not the device's. */
export function clubToday(now = new Date()): string {
  return localToday(now, DEFAULT_TIME_ZONE);
}

/** Today and the `days` after it that players may book. */
export function bookingDates(days: number, now = new Date()): string[] {
  const today = clubToday(now);
  return Array.from({ length: days + 1 }, (_, i) => addDays(today, i));
}

const asUtc = (date: string) => new Date(`${date}T12:00:00Z`);
const format = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat("es-CL", { ...options, timeZone: "UTC" });
const weekdayShort = format({ weekday: "short" });
const monthShort = format({ month: "short" });
const longDay = format({ weekday: "long", day: "numeric", month: "long" });

/** The strip's three lines for a day: "lun", "23", "nov". */
export function dayParts(date: string) {
  const day = asUtc(date);
  return {
    weekday: weekdayShort.format(day).replace(".", ""),
    day: String(day.getUTCDate()),
    month: monthShort.format(day).replace(".", ""),
  };
}

/** "lunes, 23 de noviembre"; "Hoy" and "Mañana" where they apply. */
export function dateText(date: string, now = new Date()): string {
  const today = clubToday(now);
  const text = longDay.format(asUtc(date));
  if (date === today) return `Hoy, ${text}`;
  if (date === addDays(today, 1)) return `Mañana, ${text}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
