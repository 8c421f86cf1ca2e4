import { DEFAULT_TIME_ZONE } from "@club/contract";
import { addDays, clubDateTimeParts, isoDayWords, localToday } from "@club/domain";

/** Today on the club's calendar (Chile), not the device's. */
export function clubToday(now = new Date()): string {
  return localToday(now, DEFAULT_TIME_ZONE);
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
