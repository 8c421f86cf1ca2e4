import { clubDateTimeParts } from "./date-time";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const relative = new Intl.RelativeTimeFormat("es", { numeric: "always" });

/**
 * "hace 5 minutos"-style text for a notification; after 30 days the date (dd-mm-yyyy) is clearer.
 * `timeZone` defaults to the runtime's zone, which is the user's in the browser.
 */
export function sentAtText(sentAt: Date, now: Date, timeZone?: string): string {
  const elapsed = now.getTime() - sentAt.getTime();
  if (Number.isNaN(elapsed)) throw new RangeError("Invalid date");
  // Clock skew can put sentAt slightly in the future; treat it as just now.
  if (elapsed < 45 * SECOND) return "hace unos segundos";
  if (elapsed < HOUR) return relative.format(-Math.max(1, Math.floor(elapsed / MINUTE)), "minute");
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), "hour");
  if (elapsed < 30 * DAY) return relative.format(-Math.floor(elapsed / DAY), "day");
  return clubDateTimeParts(sentAt, timeZone).date;
}
