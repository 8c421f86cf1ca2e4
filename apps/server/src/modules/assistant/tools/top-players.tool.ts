import { z } from "zod";
import { listClubUsers } from "../../club-users/club-users.service";
import { listLimit } from "./list-limit";
import { playersLink } from "./screen-links";
import { defineTool } from "./tool";

/** The club's players with most bookings or most spend since they joined, as the users' list sorts them. */
export const topPlayersTool = defineTool({
  name: "top_players",
  description:
    "Los jugadores del club que más reservan (bookings) o más gastan en reservas (spend), de siempre (sin período).",
  input: z.strictObject({
    by: z.enum(["bookings", "spend"]).optional().describe("Por reservas (bookings) o por gasto (spend)"),
    limit: listLimit("jugadores", 20, 5),
  }),
  async run(ctx, input) {
    const by = input.by ?? "bookings";
    const { members } = await listClubUsers(ctx.db, {
      clubId: ctx.clubId,
      role: "authenticated",
      sort: by,
      page: 1,
      limit: input.limit ?? 5,
      now: ctx.now,
    });
    const rows = members.map((m) => ({
      label: `${m.name} ${m.lastname}`.trim(),
      bookings: m.bookingsCount,
      spend: m.spend,
    }));
    return {
      tool: "top_players",
      title:
        by === "bookings" ? "Jugadores con más reservas de siempre" : "Jugadores que más gastan de siempre",
      period: null,
      filters: [],
      columns: [
        { key: "label", label: "Jugador", kind: "text" },
        { key: "bookings", label: "Reservas", kind: "count" },
        { key: "spend", label: "Gasto", kind: "clp" },
      ],
      rows,
      main: rows.length === 1 ? { key: by, row: 0 } : null,
      chart: rows.length > 1 ? "bar" : "none",
      link: playersLink(by),
    };
  },
});
