import { addDays, isoWeekday } from "./local-time";

/** The periods a report can be asked for: the club's current day, ISO week, month or year. */
export const REPORT_PERIODS = ["day", "week", "month", "year"] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** The longest range a report reads, in days of the club's calendar (a leap year). */
export const MAX_REPORT_DAYS = 366;

/** Days of the club's calendar, both included. */
export type DayRange = { startDate: string; endDate: string };

/**
 * The whole calendar period that holds `today` (a day of the club's calendar): the day itself, its week
 * from Monday to Sunday, its month or its year. Days after today are part of it: a booking already made
 * for them counts.
 */
export function periodRange(period: ReportPeriod, today: string): DayRange {
  const [year = "", month = ""] = today.split("-");
  switch (period) {
    case "day":
      return { startDate: today, endDate: today };
    case "week": {
      const startDate = addDays(today, 1 - isoWeekday(today));
      return { startDate, endDate: addDays(startDate, 6) };
    }
    case "month": {
      const startDate = `${year}-${month}-01`;
      // 40 days after the 1st is always in the next month; the day before its 1st ends this one.
      const nextMonth = `${addDays(startDate, 40).slice(0, 8)}01`;
      return { startDate, endDate: addDays(nextMonth, -1) };
    }
    case "year":
      return { startDate: `${year}-01-01`, endDate: `${year}-12-31` };
  }
}

/** How many days a range holds, both ends included (`YYYY-MM-DD` days). */
export function rangeDays(range: DayRange): number {
  const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
  return day(range.endDate) - day(range.startDate) + 1;
}
