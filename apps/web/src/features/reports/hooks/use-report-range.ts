import type { ReportPeriod } from "@club/contract";
import { useSearchParams } from "react-router";

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
  const [params, setParams] = useSearchParams();
  const pick: Pick = PICKS.find((p) => p.value === params.get("periodo"))?.value ?? "mes";
  const startDate = day(params.get("desde"));
  const endDate = day(params.get("hasta"));
  const chosen = PICKS.find((p) => p.value === pick);
  // A range is read only once both days are there and in order; until then the screen waits.
  const rangeReady = startDate !== null && endDate !== null && startDate <= endDate;
  const query: ReportQuery | null = chosen?.period
    ? { period: chosen.period }
    : rangeReady
      ? { start_date: startDate, end_date: endDate }
      : null;
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
    setPick: (value: Pick) => write({ periodo: value === "mes" ? null : value }),
    setDay: (key: "from" | "to", value: string | null) =>
      write({ [key === "from" ? "desde" : "hasta"]: value }),
  };
}
