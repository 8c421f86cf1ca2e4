import { getProductCategories, getProducts, type Product, searchProducts } from "@club/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { registerEndpoint } from "../../http/route";
import { imageRefOf, thumbnailOrPlaceholder } from "../uploads/upload-urls";
import type { ProductRow } from "./products.repository";
import * as service from "./products.service";

function toWire(row: ProductRow): Product {
  const added = row.itemId !== null;
  return {
    id: row.id,
    product_name: row.name,
    product_brand: row.brand,
    product_description: row.description,
    product_barcode: row.barcode,
    product_category:
      row.categoryId === null || row.categoryName === null
        ? null
        : { id: row.categoryId, product_category_name: row.categoryName },
    product_image: imageRefOf({ id: row.imageId, key: row.imageKey }),
    product_image_thumbnail: thumbnailOrPlaceholder(row.imageKey),
    product_already_added: added,
    item_already_created: added,
    product_item_id: row.itemId,
  };
}

export function productsRoutes(app: FastifyInstance, ctx: AppContext) {
  const listPage = async (
    clubId: number,
    query: { page: number; limit: number; category?: number | undefined },
    text: string | undefined,
  ) => {
    const page = await service.listProducts(ctx.db, {
      clubId,
      categoryId: query.category,
      text,
      page: query.page,
      limit: query.limit,
    });
    return { data: page.products.map(toWire), pagination: page.pagination };
  };

  registerEndpoint(app, ctx, getProducts, ({ query, session }) => listPage(session.clubId, query, undefined));
  registerEndpoint(app, ctx, searchProducts, ({ params, query, session }) =>
    listPage(session.clubId, query, params.text),
  );
  registerEndpoint(app, ctx, getProductCategories, async () => ({
    data: await service.productCategories(ctx.db),
  }));
}
