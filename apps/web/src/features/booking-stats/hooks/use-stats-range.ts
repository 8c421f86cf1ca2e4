import { DEFAULT_TIME_ZONE } from "@club/contract";
import { localToday } from "@club/domain";
import { isoDate, useUrlFilters } from "../../../lib/url-filters";
import { DEFAULT_STATS_PERIOD, isStatsPeriod, type StatsPeriod, statsQuery } from "../utils/stats-range";

const PARAMS = { page: "pagina", period: "periodo", from: "desde", to: "hasta" } as const;

/** The period picked on /admin/estadisticas, kept in the URL (`?periodo=rango&desde=…&hasta=…`). */
export function useStatsRange() {
  const url = useUrlFilters(PARAMS);
  const chosen = url.read("period");
  const period: StatsPeriod = isStatsPeriod(chosen) ? chosen : DEFAULT_STATS_PERIOD;
  const range = { from: isoDate(url.read("from")), to: isoDate(url.read("to")) };
  return {
    period,
    range,
    asked: statsQuery(period, localToday(new Date(), DEFAULT_TIME_ZONE), range),
    setPeriod: (next: StatsPeriod) =>
      url.update(next === "rango" ? { period: next } : { period: next, from: null, to: null }),
    setDay: (key: "from" | "to", value: string | null) => url.update({ [key]: value }),
  };
}
