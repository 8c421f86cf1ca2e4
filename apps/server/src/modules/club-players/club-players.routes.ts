import { PLAYER_SEARCH_LIMIT, searchClubPlayers as searchEndpoint } from "@club/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { registerEndpoint } from "../../http/route";
import { searchClubPlayers } from "./club-players.service";

/** The players of the administrator's club, found by what reception knows of them. */
export function clubPlayersRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, searchEndpoint, async ({ query, session }) => ({
    data: await searchClubPlayers(ctx.db, {
      clubId: session.clubId,
      text: query.q,
      limit: PLAYER_SEARCH_LIMIT,
    }),
  }));
}
