import { getCategoryThresholds, getRanking, setCategoryThresholds, setPlayerCategory } from "@club/contract";
import { categoryCode } from "@club/domain";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { registerEndpoint } from "../../http/route";
import * as rank from "./ranking.service";
import { toRankedPlayerWire, toThresholdsWire } from "./ranking.wire";

/** The club's ranking, and the administrators' say over categories. */
export function rankingRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getRanking, async ({ query }) => {
    const page = await rank.ranking(ctx.db, {
      clubId: query.club_id,
      categoryCode: query.category,
      page: query.page,
      limit: query.limit,
    });
    return { players: page.rows.map(toRankedPlayerWire), pagination: page.pagination };
  });

  registerEndpoint(app, ctx, getCategoryThresholds, async ({ session }) =>
    toThresholdsWire(await rank.clubThresholds(ctx.db, session.clubId)),
  );

  registerEndpoint(app, ctx, setCategoryThresholds, async ({ body, session }) =>
    toThresholdsWire(
      await rank.setClubThresholds(
        ctx.db,
        session.clubId,
        body.thresholds.map((each) => ({ categoryCode: each.category, minPoints: each.min_points })),
      ),
    ),
  );

  registerEndpoint(app, ctx, setPlayerCategory, async ({ params, body, session }) => {
    const placed = await rank.placePlayer(ctx.db, {
      clubId: session.clubId,
      userId: params.id,
      categoryCode: body.category,
      byHand: body.by_hand,
    });
    return { user_id: params.id, category: categoryCode(placed.category), by_hand: placed.byHand };
  });
}
