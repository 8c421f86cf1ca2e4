import { z } from "zod";
import { type OccupancyReport, occupancyReport } from "../../booking-stats/booking-stats.service";
import { type Figure, figurePeriod } from "../figure";
import { periodFields, toolRange } from "./period-input";
import { statsLink } from "./screen-links";
import { defineTool } from "./tool";

const WEEKDAYS = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"];
const HOURS_LISTED = 10;
const FOCUS = ["total", "empty_hours", "busy_hours", "by_court"] as const;

const hours = (minutes: number) => Math.round(minutes / 6) / 10;
const twoDigits = (hour: number) => String(hour).padStart(2, "0");

const USAGE_COLUMNS: Figure["columns"] = [
  { key: "occupancy", label: "Ocupación", kind: "percent" },
  { key: "booked", label: "Horas jugadas", kind: "quantity" },
  { key: "open", label: "Horas abiertas", kind: "quantity" },
];
const usage = (u: { occupancy: number | null; bookedMinutes: number; openMinutes: number }) => ({
  occupancy: u.occupancy,
  booked: hours(u.bookedMinutes),
  open: hours(u.openMinutes),
});

/** The weekday × hour cells the courts are open, emptiest (or busiest) first. */
function hourRows(report: OccupancyReport, busiest: boolean) {
  return report.heatmap
    .filter((cell) => cell.openMinutes > 0)
    .sort((a, b) => ((a.occupancy ?? 0) - (b.occupancy ?? 0)) * (busiest ? -1 : 1) || a.weekday - b.weekday)
    .slice(0, HOURS_LISTED)
    .map((cell) => ({
      label: `${WEEKDAYS[cell.weekday - 1]} ${twoDigits(cell.hour)}:00–${twoDigits(cell.hour + 1)}:00`,
      ...usage(cell),
    }));
}

function figureParts(report: OccupancyReport, focus: (typeof FOCUS)[number]) {
  switch (focus) {
    case "total":
      return {
        title: "Ocupación de las canchas",
        rows: [{ label: "Todas las canchas", ...usage(report.totals), bookings: report.totals.bookings }],
        extra: [{ key: "bookings", label: "Reservas", kind: "count" }] as Figure["columns"],
      };
    case "by_court":
      return {
        title: "Ocupación por cancha",
        rows: report.courts.map((c) => ({ label: c.courtName, ...usage(c), bookings: c.bookings })),
        extra: [{ key: "bookings", label: "Reservas", kind: "count" }] as Figure["columns"],
      };
    case "empty_hours":
      return { title: "Horas más vacías", rows: hourRows(report, false), extra: [] };
    case "busy_hours":
      return { title: "Horas más ocupadas", rows: hourRows(report, true), extra: [] };
  }
}

/**
 * How full the courts were over days, as Statistics shows it: in total, by court, or the emptiest and
 * busiest weekday × hour cells within opening hours.
 */
export const courtOccupancyTool = defineTool({
  name: "court_occupancy",
  description:
    "Ocupación de las canchas en un período (horas jugadas sobre horas abiertas): total (total), por cancha (by_court), o las horas de la semana más vacías (empty_hours) o más ocupadas (busy_hours).",
  input: z.strictObject({
    ...periodFields,
    focus: z.enum(FOCUS).optional().describe("Qué mirar: total, empty_hours, busy_hours o by_court"),
  }),
  async run(ctx, input) {
    const range = toolRange(input, ctx.today, "this_week");
    const report = await occupancyReport(ctx.db, { clubId: ctx.clubId, now: ctx.now, ...range });
    const focus = input.focus ?? "total";
    const { title, rows, extra } = figureParts(report, focus);
    return {
      tool: "court_occupancy",
      title,
      period: figurePeriod(range, ctx.today),
      filters: [],
      columns: [{ key: "label", label: "", kind: "text" }, ...USAGE_COLUMNS, ...extra],
      rows,
      main: focus === "total" ? { key: "occupancy", row: 0 } : null,
      chart: focus === "total" ? "none" : "bar",
      link: statsLink(range),
    };
  },
});
