import { z } from "zod";
import { idParam, idParams, pageQuery, paginationSchema, searchText } from "./common";
import { endpoint } from "./endpoint";
import {
  createItemDataSchema,
  importProductDataSchema,
  itemAnswerSchema,
  itemDetailSchema,
  itemSchema,
  updateItemDataSchema,
} from "./item-schemas";

export const ITEMS_PAGE_SIZE = 10;

const itemPage = z.object({ data: z.array(itemSchema), pagination: paginationSchema });
export type ItemPage = z.infer<typeof itemPage>;
/**
 * A page of the inventory list, optionally narrowed to the items at or below their critical stock
 * (`stock=critical`, the rule of isCriticalStock in @club/domain); every list call takes it, so it
 * combines with a category and a text.
 */
const itemPageQuery = pageQuery(ITEMS_PAGE_SIZE, 100).extend({
  stock: z
    .enum(["critical"], { error: "El filtro de stock solo acepta critical (stock crítico)" })
    .optional(),
});
export type ItemStockFilter = NonNullable<z.infer<typeof itemPageQuery>["stock"]>;

/** A category filter in a path: a category id, `none` (Sin categoria) or, where allowed, `all`. */
const categoryFilter = z.union([z.enum(["none"]), idParam]);
const categoryOrAll = z.union([z.enum(["all", "none"]), idParam]);
export type ItemCategoryFilter = z.infer<typeof categoryOrAll>;

export const getItems = endpoint({
  method: "GET",
  path: "/api/admin/item/get_items",
  summary: "Productos del inventario del club, por nombre (`stock=critical`: solo los en stock crítico)",
  tag: "item",
  access: "admin",
  querystring: itemPageQuery,
  response: itemPage,
});

export const findItem = endpoint({
  method: "GET",
  path: "/api/admin/item/find_item/:id",
  summary: "Un producto del inventario, con los ids de su imagen y categoría",
  tag: "item",
  access: "admin",
  params: idParams,
  response: z.object({ data: itemDetailSchema }),
});

export const createItem = endpoint({
  method: "POST",
  path: "/api/admin/item/create_item",
  summary: "Crear un producto; su stock inicial queda como primer movimiento del libro de stock",
  tag: "item",
  access: "admin",
  body: z.object({ data: createItemDataSchema }),
  response: itemAnswerSchema,
});

export const updateItem = endpoint({
  method: "PUT",
  path: "/api/admin/item/update_item/:id",
  summary: "Modificar campos de un producto (el stock solo cambia con movimientos de stock)",
  tag: "item",
  access: "admin",
  params: idParams,
  body: z.object({ data: updateItemDataSchema }),
  response: itemAnswerSchema,
});

export const deleteItem = endpoint({
  method: "DELETE",
  path: "/api/admin/item/delete_item/:id",
  summary: "Eliminar un producto del inventario (su historial de stock se conserva)",
  tag: "item",
  access: "admin",
  params: idParams,
  response: z.object({ ok: z.literal(true), message: z.string(), id: z.number().int() }),
});

export const createItemByProduct = endpoint({
  method: "POST",
  path: "/api/admin/item/create_item_by_product/:id",
  summary: "Agregar un producto del catálogo global al inventario, con precios y stock del club",
  tag: "item",
  access: "admin",
  params: idParams,
  body: z.object({ data: importProductDataSchema }),
  response: itemAnswerSchema,
});

export const searchItemsByString = endpoint({
  method: "GET",
  path: "/api/admin/item/search_items_by_string/:text",
  summary:
    "Buscar por nombre, marca o código de barras, sin importar mayúsculas ni tildes; un código completo aparece primero",
  tag: "item",
  access: "admin",
  params: z.object({ text: searchText }),
  querystring: itemPageQuery,
  response: itemPage,
});

export const searchItemsByCategory = endpoint({
  method: "GET",
  path: "/api/admin/item/search_items_by_category/:category",
  summary: "Productos de una categoría (id) o sin categoría (`none`)",
  tag: "item",
  access: "admin",
  params: z.object({ category: categoryFilter }),
  querystring: itemPageQuery,
  response: itemPage,
});

export const searchItems = endpoint({
  method: "GET",
  path: "/api/admin/item/search_items/:a/:b",
  summary:
    "Buscar con filtro: `a` es la categoría (id, `none` para «Sin categoria» o `all` para todas) y `b` el texto, como en search_items_by_string",
  tag: "item",
  access: "admin",
  params: z.object({ a: categoryOrAll, b: searchText }),
  querystring: itemPageQuery,
  response: itemPage,
});

export const countTotalItemsStock = endpoint({
  method: "GET",
  path: "/api/admin/item/count_total_items_stock",
  summary:
    "Resumen del inventario: unidades en stock, valor a precio de compra y de venta, productos en stock crítico",
  tag: "item",
  access: "admin",
  response: z.object({
    data: z.object({
      total_items: z.number().int(),
      // Units of items sold by unit; bulk items count in the values, not here.
      total_units: z.number(),
      // Whole pesos: stock × price, summed exactly and rounded once.
      stock_buy_value: z.number().int(),
      stock_sell_value: z.number().int(),
      critical_items: z.number().int(),
    }),
  }),
});
