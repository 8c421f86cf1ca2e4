import {
  type DayRange,
  firstShowing,
  localToday,
  periodRange,
  type ReportPeriod,
  resolveLocalTime,
} from "@club/domain";

/** A report's range as asked: a period, or two days of the club's calendar (the contract checked them). */
export type RangeInput = { period?: ReportPeriod; startDate?: string; endDate?: string };

/** The days of the range, and the instants it spans: from the first showing of its first midnight. */
export type StatsRange = DayRange & { from: Date; to: Date };

export function resolveRange(input: RangeInput, now: Date, timeZone: string): StatsRange {
  const days =
    input.startDate !== undefined && input.endDate !== undefined
      ? { startDate: input.startDate, endDate: input.endDate }
      : periodRange(input.period ?? "month", localToday(now, timeZone));
  return {
    ...days,
    from: firstShowing(resolveLocalTime(days.startDate, 0, timeZone)),
    to: firstShowing(resolveLocalTime(days.endDate, 1440, timeZone)),
  };
}
