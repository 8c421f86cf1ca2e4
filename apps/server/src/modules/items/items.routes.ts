import {
  adjustItemStock,
  countTotalItemsStock,
  createItem,
  createItemByProduct,
  deleteItem,
  findItem,
  getItems,
  type ItemStockFilter,
  searchItems,
  searchItemsByCategory,
  searchItemsByString,
  updateItem,
} from "@club/contract";
import type { ManualStockReason } from "@club/domain";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { registerEndpoint } from "../../http/route";
import { toStockMovementWire } from "../stock/stock.wire";
import { recordAdjustment } from "./item-adjustments.service";
import { importProduct } from "./item-import.service";
import { updateItem as updateItemService } from "./item-update.service";
import * as service from "./items.service";
import {
  fromItemEditWire,
  fromManualMovementWire,
  fromNewItemWire,
  fromProductImportWire,
  toItemDetailWire,
  toItemWire,
} from "./items.wire";

const RECORDED: Record<ManualStockReason, string> = {
  restock: "Reposición registrada",
  adjustment: "Ajuste registrado",
  count: "Conteo registrado",
};

type ListInput = Omit<Parameters<typeof service.listItems>[1], "page" | "limit" | "criticalOnly">;

export function itemsRoutes(app: FastifyInstance, ctx: AppContext) {
  const list = async (input: ListInput, query: { page: number; limit: number; stock?: ItemStockFilter }) => {
    const { rows, pagination } = await service.listItems(ctx.db, {
      ...input,
      page: query.page,
      limit: query.limit,
      criticalOnly: query.stock === "critical",
    });
    return { data: rows.map(toItemWire), pagination };
  };

  registerEndpoint(app, ctx, getItems, ({ query, session }) => list({ clubId: session.clubId }, query));

  registerEndpoint(app, ctx, searchItemsByString, ({ params, query, session }) =>
    list({ clubId: session.clubId, text: params.text }, query),
  );

  registerEndpoint(app, ctx, searchItemsByCategory, ({ params, query, session }) =>
    list({ clubId: session.clubId, category: params.category }, query),
  );

  registerEndpoint(app, ctx, searchItems, ({ params, query, session }) =>
    list({ clubId: session.clubId, category: params.a, text: params.b }, query),
  );

  registerEndpoint(app, ctx, findItem, async ({ params, session }) => ({
    data: toItemDetailWire(await service.findItem(ctx.db, session.clubId, params.id)),
  }));

  registerEndpoint(app, ctx, createItem, async ({ body, session }) => {
    const item = await service.createItem(ctx.db, {
      clubId: session.clubId,
      userId: session.id,
      item: fromNewItemWire(body.data),
    });
    return { ok: true as const, message: "Producto creado", data: toItemDetailWire(item) };
  });

  registerEndpoint(app, ctx, updateItem, async ({ params, body, session }) => {
    const item = await updateItemService(ctx.db, {
      clubId: session.clubId,
      itemId: params.id,
      changes: fromItemEditWire(body.data),
    });
    return { ok: true as const, message: "Producto actualizado", data: toItemDetailWire(item) };
  });

  registerEndpoint(app, ctx, deleteItem, async ({ params, session }) => {
    const id = await service.deleteItem(ctx.db, session.clubId, params.id);
    return { ok: true as const, message: "Producto eliminado del inventario", id };
  });

  registerEndpoint(app, ctx, createItemByProduct, async ({ params, body, session }) => {
    const item = await importProduct(ctx.db, {
      clubId: session.clubId,
      userId: session.id,
      productId: params.id,
      item: fromProductImportWire(body.data),
    });
    return { ok: true as const, message: "Producto agregado a tu inventario", data: toItemDetailWire(item) };
  });

  registerEndpoint(app, ctx, countTotalItemsStock, async ({ session }) => {
    const s = await service.summarizeStock(ctx.db, session.clubId);
    return {
      data: {
        total_items: s.totalItems,
        total_units: s.totalUnits,
        stock_buy_value: s.buyValue,
        stock_sell_value: s.sellValue,
        critical_items: s.criticalItems,
      },
    };
  });

  registerEndpoint(app, ctx, adjustItemStock, async ({ params, body, session }) => {
    const { item, movement } = await recordAdjustment(ctx.db, {
      clubId: session.clubId,
      userId: session.id,
      itemId: params.id,
      movement: fromManualMovementWire(body.data),
    });
    return {
      ok: true as const,
      message: RECORDED[body.data.stock_movement_reason],
      data: toItemDetailWire(item),
      movement: toStockMovementWire(movement),
    };
  });
}
