import type { ReportRangeQuery } from "@club/contract";
import { addDays } from "@club/domain";
import { checkRange } from "../../../lib/report-range-check";

/** The picker's choices, as the URL names them (`?periodo=`). */
export const STATS_PERIODS = [
  { value: "semana", label: "Esta semana" },
  { value: "mes", label: "Este mes" },
  { value: "90-dias", label: "Últimos 90 días" },
  { value: "rango", label: "Rango" },
] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number]["value"];

export const DEFAULT_STATS_PERIOD: StatsPeriod = "mes";

export const isStatsPeriod = (value: string | null): value is StatsPeriod =>
  STATS_PERIODS.some((p) => p.value === value);

/**
 * The report query for a choice, with the club's `today`; a range missing a day, backwards or longer
 * than a year gives the reason instead (the same rule the server applies).
 */
export function statsQuery(
  period: StatsPeriod,
  today: string,
  range: { from: string | null; to: string | null },
): { query: ReportRangeQuery } | { problem: string } {
  switch (period) {
    case "semana":
      return { query: { period: "week" } };
    case "mes":
      return { query: { period: "month" } };
    case "90-dias":
      return { query: { start_date: addDays(today, -89), end_date: today } };
    case "rango": {
      const days = checkRange(range.from, range.to);
      return "problem" in days ? days : { query: { start_date: days.startDate, end_date: days.endDate } };
    }
  }
}
