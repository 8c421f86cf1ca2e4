import { addDays, type DayRange, isIsoDate, MAX_REPORT_DAYS, periodRange, rangeDays } from "@club/domain";
import { z } from "zod";

/** The periods a tool takes by name, each a stretch of the club's calendar counted from today. */
export const TOOL_PERIODS = [
  "today",
  "yesterday",
  "this_week",
  "last_week",
  "this_month",
  "last_month",
  "this_year",
  "last_year",
  "last_7_days",
  "last_30_days",
] as const;
export type ToolPeriod = (typeof TOOL_PERIODS)[number];

const isoDate = z
  .string()
  .refine(isIsoDate, "Fecha AAAA-MM-DD")
  .describe("Fecha del calendario del club, AAAA-MM-DD");

/**
 * The period fields every tool over time takes: a named period, or a first and last day (both included,
 * up to a year). Neither: the tool's own default.
 */
export const periodFields = {
  period: z
    .enum(TOOL_PERIODS)
    .optional()
    .describe("Período con nombre, contado desde hoy en el calendario del club"),
  start_date: isoDate.optional(),
  end_date: isoDate.optional(),
};

export type PeriodInput = { period?: ToolPeriod; start_date?: string; end_date?: string };

/** The days of a named period, with the club's `today`. */
export function namedRange(period: ToolPeriod, today: string): DayRange {
  const back = (days: number) => ({ startDate: addDays(today, -days), endDate: addDays(today, -days) });
  switch (period) {
    case "today":
      return back(0);
    case "yesterday":
      return back(1);
    case "this_week":
      return { ...periodRange("week", today), endDate: today };
    case "last_week":
      return periodRange("week", addDays(today, -7));
    case "this_month":
      return { ...periodRange("month", today), endDate: today };
    case "last_month":
      return periodRange("month", addDays(periodRange("month", today).startDate, -1));
    case "this_year":
      return { ...periodRange("year", today), endDate: today };
    case "last_year":
      return periodRange("year", addDays(periodRange("year", today).startDate, -1));
    case "last_7_days":
      return { startDate: addDays(today, -6), endDate: today };
    case "last_30_days":
      return { startDate: addDays(today, -29), endDate: today };
  }
}

/**
 * The days a tool reads: the dates given (in order, up to a year), or the named period, or the tool's
 * default. Throws a Spanish message for dates upside down or too far apart.
 */
export function toolRange(input: PeriodInput, today: string, fallback: ToolPeriod): DayRange {
  if (input.start_date || input.end_date) {
    const range = {
      startDate: input.start_date ?? input.end_date ?? today,
      endDate: input.end_date ?? input.start_date ?? today,
    };
    if (range.startDate > range.endDate)
      throw new RangeError("La fecha de inicio va después de la de término");
    if (rangeDays(range) > MAX_REPORT_DAYS) throw new RangeError("El período puede ser de hasta un año");
    return range;
  }
  return namedRange(input.period ?? fallback, today);
}
