import { addDays, firstShowing, isoWeekday, type ReportPeriod, resolveLocalTime } from "@club/domain";

/** Days of the club's calendar, both included, and the instants they run between (end excluded). */
export type ReportDays = { period: ReportPeriod; startDate: string; endDate: string };
export type ReportScope = ReportDays & { clubId: number; timeZone: string; from: Date; to: Date };

/** The first day of the period (Monday for a week) that holds `date`. */
export function periodStart(date: string, period: ReportPeriod): string {
  if (period === "week") return addDays(date, 1 - isoWeekday(date));
  if (period === "month") return `${date.slice(0, 7)}-01`;
  if (period === "year") return `${date.slice(0, 4)}-01-01`;
  return date;
}

const dayIndex = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** How many days `startDate` … `endDate` holds, both included. */
export const daysIn = (r: { startDate: string; endDate: string }) =>
  dayIndex(r.endDate) - dayIndex(r.startDate) + 1;

/** The days asked for, or the current period (default month) from its first day to today. */
export function reportDays(
  query: { period?: ReportPeriod; startDate?: string; endDate?: string },
  today: string,
): ReportDays {
  if (query.startDate !== undefined && query.endDate !== undefined) {
    return { period: query.period ?? "day", startDate: query.startDate, endDate: query.endDate };
  }
  const period = query.period ?? "month";
  return { period, startDate: periodStart(today, period), endDate: today };
}

/** How many whole calendar months the range is (October, or September to November), or 0. */
function wholeMonths(days: ReportDays): number {
  const after = addDays(days.endDate, 1);
  if (!days.startDate.endsWith("-01") || !after.endsWith("-01")) return 0;
  const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
  return monthIndex(after) - monthIndex(days.startDate);
}

/** The first day of the month `months` before the one `date` starts. */
function monthsBefore(date: string, months: number): string {
  const index = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 - months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

/**
 * The days to compare with: for the current period, as many days from the start of the period before
 * (never past its end: 31 March compares with 28 February); for a range of whole months, as many months
 * just before it (October with September); for any other range, as many days just before it.
 */
export function previousDays(days: ReportDays, fromPeriod: boolean): ReportDays {
  const length = daysIn(days);
  const before = addDays(days.startDate, -1);
  const months = fromPeriod ? 0 : wholeMonths(days);
  if (months > 0) return { ...days, startDate: monthsBefore(days.startDate, months), endDate: before };
  if (!fromPeriod) return { ...days, startDate: addDays(days.startDate, -length), endDate: before };
  const startDate = periodStart(before, days.period);
  // ISO days sort as text: the earlier of the same length's end and the previous period's last day.
  const [endDate = before] = [addDays(startDate, length - 1), before].sort();
  return { ...days, startDate, endDate };
}

/** Where the club's local days start and end: a day starts at the first instant its clock shows. */
export function scopeOf(days: ReportDays, clubId: number, timeZone: string): ReportScope {
  const startOf = (date: string) => firstShowing(resolveLocalTime(date, 0, timeZone));
  return { ...days, clubId, timeZone, from: startOf(days.startDate), to: startOf(addDays(days.endDate, 1)) };
}

/** The key of every bucket of the range in order: the day where each day, week, month or year starts. */
export function bucketKeys(days: ReportDays, bucket: ReportPeriod): string[] {
  const keys: string[] = [];
  for (let d = days.startDate; d <= days.endDate; d = addDays(d, 1)) {
    const key = periodStart(d, bucket);
    if (keys.at(-1) !== key) keys.push(key);
  }
  return keys;
}
