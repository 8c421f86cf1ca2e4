import type { ReportPeriod } from "@club/contract";
import { useLatestSearchParams } from "../../../lib/latest-search-params";
import { checkRange } from "../../../lib/report-range-check";

/** The picker's choices, in the URL as `periodo` (and `desde`/`hasta` for a range). */
export const PICKS = [
  { value: "hoy", label: "Hoy", period: "day" },
  { value: "semana", label: "Esta semana", period: "week" },
  { value: "mes", label: "Este mes", period: "month" },
  { value: "rango", label: "Rango", period: null },
] as const;
export type Pick = (typeof PICKS)[number]["value"];

/** What every report call of the screen sends: the current period, or a range's days. */
export type ReportQuery = { period?: ReportPeriod; start_date?: string; end_date?: string };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && ISO_DAY.test(value) ? value : null);

export function useReportRange() {
  const [params, setParams] = useLatestSearchParams();
  const pick: Pick = PICKS.find((p) => p.value === params.get("periodo"))?.value ?? "mes";
  const startDate = day(params.get("desde"));
  const endDate = day(params.get("hasta"));
  const chosen = PICKS.find((p) => p.value === pick);
  // A range is read only once both days are there, in order and within a year; until then it says why.
  const days = checkRange(startDate, endDate);
  const problem = !chosen?.period && "problem" in days ? days.problem : null;
  const query: ReportQuery | null = chosen?.period
    ? { period: chosen.period }
    : "problem" in days
      ? null
      : { start_date: days.startDate, end_date: days.endDate };
  const write = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  return {
    pick,
    startDate,
    endDate,
    query,
    problem,
    setPick: (value: Pick) => write({ periodo: value === "mes" ? null : value }),
    setDay: (key: "from" | "to", value: string | null) =>
      write({ [key === "from" ? "desde" : "hasta"]: value }),
  };
}
