import { z } from "zod";
import { endpoint } from "./endpoint";

/** Net sales of a stretch of time: what was paid in it less what was refunded in it, and how many sales. */
const salesFigure = z.object({ net_amount: z.number().int(), orders_count: z.number().int() });

const courtUse = z.object({
  booking_id: z.number().int(),
  court_name: z.string(),
  // The club's clock, "HH:mm".
  start_time: z.string(),
  end_time: z.string(),
  booking_type: z.enum(["match", "class", "tournament", "maintenance"]),
  blocked: z.boolean(),
  // The player, the walk-in's name, or null for a blocked court.
  who: z.string().nullable(),
});

const criticalItem = z.object({
  id: z.number().int(),
  item_name: z.string(),
  item_stock: z.number(),
  item_critical_stock: z.number(),
  item_bulk: z.boolean(),
  item_measure_unit_short: z.string().nullable(),
});

export const dashboardSchema = z.object({
  /** The club's today (YYYY-MM-DD) and its clock now ("HH:mm"). */
  date: z.string(),
  time: z.string(),
  sales: z.object({
    today: salesFigure,
    /** The same weekday a week ago, up to the same time of day: the fair comparison during the day. */
    last_week_so_far: salesFigure,
    last_week_whole_day: salesFigure,
  }),
  courts: z.object({
    total: z.number().int(),
    /** Bookings under way now, one per court in use. */
    now: z.array(courtUse),
    /** The next bookings of today that have not started, soonest first (at most 5). */
    next: z.array(courtUse),
  }),
  critical_stock: z.object({
    count: z.number().int(),
    /** The items furthest under their critical stock (at most 5). */
    items: z.array(criticalItem),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const getDashboard = endpoint({
  method: "GET",
  path: "/api/admin/report/dashboard",
  summary:
    "El día del club de un vistazo: ventas netas de hoy contra el mismo día de la semana pasada, canchas en uso y próximas, stock crítico",
  tag: "report",
  access: "admin",
  response: z.object({ data: dashboardSchema }),
});
