import {
  createItemCategory,
  deleteItemCategory,
  type EndpointParsed,
  getItemCategories,
  type ItemCategory,
  updateItemCategory,
} from "@club/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { registerEndpoint } from "../../http/route";
import { imageRefOf } from "../uploads/upload-urls";
import type { CategoryRow } from "./item-categories.repository";
import * as service from "./item-categories.service";

function toWire(row: CategoryRow): ItemCategory {
  return {
    id: row.id,
    item_category_name: row.name,
    item_category_description: row.description,
    item_category_image: imageRefOf({ id: row.imageId, key: row.imageKey }),
    item_category_items_count: row.itemsCount,
  };
}

const fromWire = (
  data: EndpointParsed<typeof createItemCategory>["body"]["data"],
): service.CategoryInput => ({
  name: data.item_category_name,
  description: data.item_category_description,
  imageId: data.item_category_image,
});

export function itemCategoriesRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getItemCategories, async ({ session }) => ({
    data: (await service.listClubCategories(ctx.db, session.clubId)).map(toWire),
  }));

  registerEndpoint(app, ctx, createItemCategory, async ({ body, session }) => {
    const row = await service.createCategory(ctx.db, session.clubId, fromWire(body.data));
    return { ok: true as const, message: "Categoría creada", data: toWire(row) };
  });

  registerEndpoint(app, ctx, updateItemCategory, async ({ params, body, session }) => {
    const row = await service.renameCategory(ctx.db, session.clubId, params.id, fromWire(body.data));
    return { ok: true as const, message: "Categoría actualizada", data: toWire(row) };
  });

  registerEndpoint(app, ctx, deleteItemCategory, async ({ params, session }) => {
    const id = await service.removeCategory(ctx.db, session.clubId, params.id);
    return { ok: true as const, message: "Categoría eliminada; sus productos quedan sin categoría", id };
  });
}
