import { z } from "zod";
import { getDashboard } from "../../dashboard/dashboard.service";
import { figurePeriod } from "../figure";
import { dashboardLink } from "./screen-links";
import { defineTool } from "./tool";

/** The club's day at a glance, as the back office's first screen shows it. */
export const todayOverviewTool = defineTool({
  name: "today_overview",
  description:
    "Resumen del día de hoy: ventas netas hasta ahora contra el mismo día de la semana pasada a esta hora, canchas en uso ahora y productos en stock crítico.",
  input: z.strictObject({}),
  async run(ctx) {
    const d = await getDashboard(ctx.db, ctx.clubId, ctx.now);
    const { today, lastWeekSoFar } = d.sales;
    return {
      tool: "today_overview",
      title: `Hoy a las ${d.time}`,
      period: figurePeriod({ startDate: d.date, endDate: d.date }, ctx.today),
      filters: [],
      columns: [
        { key: "label", label: "", kind: "text" },
        { key: "amount", label: "Monto", kind: "clp" },
        { key: "count", label: "Cantidad", kind: "count" },
      ],
      rows: [
        { label: "Ventas netas de hoy", amount: today.net, count: today.salesCount },
        {
          label: "Mismo día de la semana pasada, a esta hora",
          amount: lastWeekSoFar.net,
          count: lastWeekSoFar.salesCount,
        },
        { label: `Canchas en uso ahora (de ${d.courts.total})`, amount: null, count: d.courts.now.length },
        { label: "Productos en stock crítico", amount: null, count: d.critical.count },
      ],
      main: { key: "amount", row: 0 },
      chart: "none",
      link: dashboardLink(),
    };
  },
});
