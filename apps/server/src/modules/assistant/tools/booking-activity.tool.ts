import { z } from "zod";
import { activityReport } from "../../booking-stats/booking-stats.service";
import { figurePeriod } from "../figure";
import { periodFields, toolRange } from "./period-input";
import { statsLink } from "./screen-links";
import { defineTool } from "./tool";

/** The line a question is about, and so the figure's main value. */
const FOCUS = {
  bookings: "Reservas",
  cancellations: "Cancelaciones",
  no_shows: "Inasistencias",
  new_players: "Jugadores nuevos",
} as const;

/**
 * The bookings of some days as Statistics counts them: live bookings by channel, cancellations by who,
 * no-shows, and the players (new ones: their first booking at the club).
 */
export const bookingActivityTool = defineTool({
  name: "booking_activity",
  description:
    "Actividad de reservas en un período: reservas (en línea y en recepción), cancelaciones (del jugador, del club, por pago vencido), inasistencias y jugadores (nuevos y que vuelven).",
  input: z.strictObject({
    ...periodFields,
    focus: z
      .enum(["bookings", "cancellations", "no_shows", "new_players"])
      .optional()
      .describe("La cifra que se pregunta: reservas, cancelaciones, inasistencias o jugadores nuevos"),
  }),
  async run(ctx, input) {
    const range = toolRange(input, ctx.today, "this_week");
    const r = await activityReport(ctx.db, { clubId: ctx.clubId, now: ctx.now, ...range });
    const rows = [
      { label: "Reservas", count: r.bookings },
      { label: "Reservas en línea", count: r.onlineBookings },
      { label: "Reservas en recepción", count: r.receptionBookings },
      { label: "Cancelaciones", count: r.byPlayer + r.byClub + r.byExpiredHold },
      { label: "Canceladas por el jugador", count: r.byPlayer },
      { label: "Canceladas por el club", count: r.byClub },
      { label: "Pago en línea vencido", count: r.byExpiredHold },
      { label: "Inasistencias", count: r.noShows },
      { label: "Jugadores", count: r.players },
      { label: "Jugadores nuevos", count: r.newPlayers },
      { label: "Jugadores que vuelven", count: r.players - r.newPlayers },
    ];
    return {
      tool: "booking_activity",
      title: "Actividad de reservas",
      period: figurePeriod(range, ctx.today),
      filters: [],
      columns: [
        { key: "label", label: "", kind: "text" },
        { key: "count", label: "Cantidad", kind: "count" },
      ],
      rows,
      main: { key: "count", row: rows.findIndex((row) => row.label === FOCUS[input.focus ?? "bookings"]) },
      chart: "none",
      // Statistics shows cancellations, no-shows and new players too; the day's grid only the bookings.
      link: statsLink(range),
    };
  },
});
