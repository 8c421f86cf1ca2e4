import { DEFAULT_TIME_ZONE } from "@club/contract";
import { addDays, clubDateTimeParts, countText, isoDayWords, localToday } from "@club/domain";

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

/** The strip's three lines for a day: "lun", "23", "nov". */
export function dayParts(date: string) {
  return {
    weekday: isoDayWords(date, { weekday: "short" }).replace(".", ""),
    day: String(Number(date.slice(8, 10))),
    month: isoDayWords(date, { month: "short" }).replace(".", ""),
  };
}

/** "lunes, 23 de noviembre"; "Hoy" and "Mañana" where they apply. */
export function dateText(date: string, now = new Date()): string {
  const today = clubToday(now);
  const text = isoDayWords(date, { weekday: "long", day: "numeric", month: "long" });
  if (date === today) return `Hoy, ${text}`;
  if (date === addDays(today, 1)) return `Mañana, ${text}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "lunes, 23 de noviembre a las 19:00" (with "Hoy"/"Mañana"), an instant on the club's clock. */
export function momentText(iso: string, now = new Date()): string {
  const instant = new Date(iso);
  const date = localToday(instant, DEFAULT_TIME_ZONE);
  const { timeWithoutSeconds } = clubDateTimeParts(instant, DEFAULT_TIME_ZONE);
  return `${dateText(date, now).replace(/^./, (c) => c.toLowerCase())} a las ${timeWithoutSeconds}`;
}

/** The club's cancellation policy in words: "24 horas antes del inicio", or "hasta la hora de inicio". */
export const cancellationWindowText = (hours: number) =>
  hours > 0 ? `${countText(hours, "hora", "horas")} antes del inicio` : "la hora de inicio";
