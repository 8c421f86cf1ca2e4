import { adjustItemStock, getItemStockMovements } from "@club/contract";
import type { ManualStockReason } from "@club/domain";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { registerEndpoint } from "../../http/route";
import { toItemDetailWire } from "../items/items.wire";
import { toStockMovementWire } from "./stock.wire";
import { listItemMovements, recordAdjustment } from "./stock-adjustments.service";

const RECORDED: Record<ManualStockReason, string> = {
  restock: "Reposición registrada",
  adjustment: "Ajuste registrado",
  count: "Conteo registrado",
};

export function stockRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, adjustItemStock, async ({ params, body, session }) => {
    const { item, movement } = await recordAdjustment(ctx.db, {
      clubId: session.clubId,
      userId: session.id,
      itemId: params.id,
      data: body.data,
    });
    return {
      ok: true as const,
      message: RECORDED[body.data.stock_movement_reason],
      data: toItemDetailWire(item),
      movement: toStockMovementWire(movement),
    };
  });

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
