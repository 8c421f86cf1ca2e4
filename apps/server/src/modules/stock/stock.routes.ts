import { getItemStockMovements } from "@club/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { registerEndpoint } from "../../http/route";
import { toStockMovementWire } from "./stock.wire";
import { listItemMovements } from "./stock-movements.service";

export function stockRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getItemStockMovements, async ({ params, query, session }) => {
    const { rows, pagination } = await listItemMovements(ctx.db, {
      clubId: session.clubId,
      itemId: params.id,
      page: query.page,
      limit: query.limit,
    });
    return { data: rows.map(toStockMovementWire), pagination };
  });
}
