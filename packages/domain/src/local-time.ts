import { clubDateTimeParts } from "./date-time";
import { timeToMinutes } from "./time-of-day";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/** A day of the club's calendar (`YYYY-MM-DD`) and a minute of it (0 … 1439) on the club's wall clock. */
export type LocalDateTime = { date: string; minutes: number };

const pad = (n: number, size = 2) => String(n).padStart(size, "0");

/** What the club's clock and calendar show at an instant (seconds dropped). */
export function localDateTime(instant: Date, timeZone: string): LocalDateTime {
  const { date, timeWithoutSeconds } = clubDateTimeParts(instant, timeZone);
  const [day, month, year] = date.split("-");
  return { date: `${year}-${month}-${day}`, minutes: timeToMinutes(timeWithoutSeconds) };
}

/** `YYYY-MM-DD` that names a real calendar day. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y = 0, m = 0, d = 0] = value.split("-").map(Number);
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

function dayNumber(date: string): number {
  if (!isIsoDate(date)) throw new RangeError(`Invalid date: "${date}"`);
  const [y = 0, m = 0, d = 0] = date.split("-").map(Number);
  return Date.UTC(y, m - 1, d);
}

export function addDays(date: string, days: number): string {
  const t = new Date(dayNumber(date) + days * DAY_MS);
  return `${pad(t.getUTCFullYear(), 4)}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  return new Date(dayNumber(date)).getUTCDay() || 7;
}

/** The club's calendar day at an instant. */
export const localToday = (now: Date, timeZone: string) => localDateTime(now, timeZone).date;

/** Minutes the club's clock is ahead of UTC at an instant (negative in Chile). */
export function utcOffsetMinutes(instant: number, timeZone: string): number {
  const wholeMinute = Math.floor(instant / MINUTE_MS) * MINUTE_MS;
  const local = localDateTime(new Date(wholeMinute), timeZone);
  return (dayNumber(local.date) + local.minutes * MINUTE_MS - wholeMinute) / MINUTE_MS;
}

/**
 * How a wall-clock time of a club's day maps to instants. Usually one instant. When the clocks go back
 * (Chile: the Saturday before the first Sunday of April, 23:00–23:59 shows twice), two. When they go
 * forward (Chile: the first Sunday of September, 00:00–00:59 never shows), none: `clockJumpsAt` is the
 * first instant after the skipped time, and `alignedAt` the instant that would carry this time had the
 * clock kept the offset it jumps to (slots after the jump stay on the usual boundaries).
 */
export type LocalResolution =
  | { kind: "single"; instant: Date }
  | { kind: "repeated"; first: Date; second: Date }
  | { kind: "skipped"; clockJumpsAt: Date; alignedAt: Date };

/** `minutes` may be 1440: 24:00 is the next day's 00:00. Assumes at most one clock change within a day. */
export function resolveLocalTime(date: string, minutes: number, timeZone: string): LocalResolution {
  const naive = dayNumber(date) + minutes * MINUTE_MS;
  const before = utcOffsetMinutes(naive - DAY_MS, timeZone);
  const after = utcOffsetMinutes(naive + DAY_MS, timeZone);
  const found = [...new Set([before, after])]
    .map((offset) => naive - offset * MINUTE_MS)
    .filter((t) => naive - utcOffsetMinutes(t, timeZone) * MINUTE_MS === t)
    .sort((a, b) => a - b);
  const [first, second] = found;
  if (first !== undefined && second !== undefined) {
    return { kind: "repeated", first: new Date(first), second: new Date(second) };
  }
  if (first !== undefined) return { kind: "single", instant: new Date(first) };
  // Skipped: the clock shows an earlier time at naive - after and a later one at naive - before.
  let lo = naive - after * MINUTE_MS;
  let hi = naive - before * MINUTE_MS;
  while (hi - lo > MINUTE_MS) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
    if (utcOffsetMinutes(mid, timeZone) === after) hi = mid;
    else lo = mid;
  }
  return { kind: "skipped", clockJumpsAt: new Date(hi), alignedAt: new Date(naive - after * MINUTE_MS) };
}

/**
 * The instant a wall-clock time of the club's day first shows: the first of a repeated time, the jump
 * for a skipped one. A span of opening hours runs from the first showing of its start to the first
 * showing of its end.
 */
export function firstShowing(resolution: LocalResolution): Date {
  if (resolution.kind === "single") return resolution.instant;
  return resolution.kind === "repeated" ? resolution.first : resolution.clockJumpsAt;
}

/** "HH:mm" of an instant on the club's clock, as a time of `date`: the next day's midnight is "24:00". */
export function localTimeOn(date: string, instant: Date, timeZone: string): string {
  const local = localDateTime(instant, timeZone);
  // The day's end is the next day's first instant, which shows 01:00 when the clock skips its midnight.
  const endOfDay =
    local.date === addDays(date, 1) &&
    instant.getTime() === firstShowing(resolveLocalTime(date, 1440, timeZone)).getTime();
  const minutes = endOfDay ? 1440 : local.minutes;
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** One day of a club's calendar, to resolve many of its times and name many of its instants. */
export type DayClock = {
  date: string;
  timeZone: string;
  /** `resolveLocalTime` of a minute of this day (0 … 1440). */
  resolve(minutes: number): LocalResolution;
  /** `localTimeOn` of an instant, as a time of this day. */
  timeOf(instant: Date): string;
};

/**
 * `resolveLocalTime` and `localTimeOn` for one day, at the cost of two readings of the club's clock. Like
 * `resolveLocalTime`, it reads the offset a day either side of the day; when both agree (every day but
 * those around a clock change) the offset holds all day, so a time is the day's midnight less the offset
 * and an instant of the day is named by arithmetic. Around a change it answers what those functions do.
 */
export function dayClock(date: string, timeZone: string): DayClock {
  const midnight = dayNumber(date);
  const offset = utcOffsetMinutes(midnight - DAY_MS, timeZone);
  const steady = offset === utcOffsetMinutes(midnight + 2 * DAY_MS, timeZone);
  const localMidnight = midnight - offset * MINUTE_MS;
  return {
    date,
    timeZone,
    resolve(minutes) {
      if (!steady) return resolveLocalTime(date, minutes, timeZone);
      return { kind: "single", instant: new Date(localMidnight + minutes * MINUTE_MS) };
    },
    timeOf(instant) {
      const minutes = Math.floor((instant.getTime() - localMidnight) / MINUTE_MS);
      if (!steady || minutes < 0 || minutes > 1440) return localTimeOn(date, instant, timeZone);
      return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
    },
  };
}
