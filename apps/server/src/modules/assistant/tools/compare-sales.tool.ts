import { dayRangeWords } from "@club/domain";
import { z } from "zod";
import { periodPerformance, reportScope } from "../../sales-reports/sales-reports.service";
import { type Figure, figurePeriod } from "../figure";
import { periodFields, toolRange } from "./period-input";
import { reportsLink, reportsPeriodLink } from "./screen-links";
import { defineTool } from "./tool";

/** The current periods the reports compare up to this time of day, by their picker's name. */
const CURRENT = {
  today: { period: "day", pick: "hoy" },
  this_week: { period: "week", pick: "semana" },
  this_month: { period: "month", pick: "mes" },
} as const;

const METRICS = [
  { key: "net", label: "Ventas netas" },
  { key: "gross", label: "Ventas" },
  { key: "refunds", label: "Devoluciones" },
  { key: "averageTicket", label: "Ticket promedio" },
] as const;

/**
 * This period's sales against the period before, as the reports compare them: a current period (today,
 * this week, this month) against as many days from the start of the one before, up to this time of day;
 * whole calendar months against as many calendar months before them; any other days against as many days
 * just before them.
 */
export const compareSalesTool = defineTool({
  name: "compare_sales",
  description:
    "Compara las ventas de un período con las del período anterior (este mes hasta hoy contra los mismos días del mes anterior; un mes cerrado contra el mes calendario anterior; otros días contra tantos días justo antes): ventas netas, ventas, devoluciones y ticket promedio, con el cambio en porcentaje.",
  input: z.strictObject({ ...periodFields }),
  async run(ctx, input) {
    const range = toolRange(input, ctx.today, "this_month");
    const named = input.start_date || input.end_date ? undefined : (input.period ?? "this_month");
    const current = named && named in CURRENT ? CURRENT[named as keyof typeof CURRENT] : undefined;
    const scope = await reportScope(
      ctx.db,
      ctx.clubId,
      ctx.now,
      current ? { period: current.period } : range,
    );
    const p = await periodPerformance(ctx.db, scope, !current, ctx.now);
    const previous = { startDate: p.previous.startDate, endDate: p.previous.endDate };
    const rows: Figure["rows"] = METRICS.map((m) => ({
      label: m.label,
      current: p.current[m.key],
      previous: p.previous[m.key],
      change: p.change[m.key],
    }));
    return {
      tool: "compare_sales",
      title: "Ventas contra el período anterior",
      period: figurePeriod({ startDate: p.current.startDate, endDate: p.current.endDate }, ctx.today),
      filters: [{ label: "Comparado con", value: dayRangeWords(previous, ctx.today.slice(0, 4)) }],
      columns: [
        { key: "label", label: "", kind: "text" },
        { key: "current", label: "Este período", kind: "clp" },
        { key: "previous", label: "Período anterior", kind: "clp" },
        { key: "change", label: "Cambio", kind: "percent" },
      ],
      rows,
      main: { key: "change", row: 0 },
      chart: "none",
      link: current ? reportsPeriodLink(current.pick) : reportsLink(range),
    };
  },
});
