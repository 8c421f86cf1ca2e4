import { addDays, countText, isoDayWords } from "@club/domain";
import { clubToday } from "../../../lib/club-moments";

/**
 * How many days ahead the strip reaches until the club's own window (`booking_window_days` of its
 * grid) is known: the clubs' default.
 */
export const DEFAULT_BOOKING_WINDOW_DAYS = 14;

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

/** The club's cancellation policy in words: "24 horas antes del inicio", or "hasta la hora de inicio". */
export const cancellationWindowText = (hours: number) =>
  hours > 0 ? `${countText(hours, "hora", "horas")} antes del inicio` : "la hora de inicio";
