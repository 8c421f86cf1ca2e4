import { z } from "zod";
import { idParam, pageQuery, paginationSchema, searchText } from "./common";
import { endpoint } from "./endpoint";
import { imageRefSchema } from "./uploads";

export const productSchema = z.object({
  id: z.number().int(),
  product_name: z.string(),
  product_brand: z.string(),
  product_description: z.string(),
  product_barcode: z.string().nullable(),
  product_category: z.object({ id: z.number().int(), product_category_name: z.string() }).nullable(),
  product_image: imageRefSchema.nullable(),
  product_image_thumbnail: z.string(),
  // Whether the club already imported it (both spellings appear in the spec), and as which item.
  product_already_added: z.boolean(),
  item_already_created: z.boolean(),
  product_item_id: z.number().int().nullable(),
});
export type Product = z.infer<typeof productSchema>;

export const productCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
});
export type ProductCategory = z.infer<typeof productCategorySchema>;

const productPage = z.object({ data: z.array(productSchema), pagination: paginationSchema });
export type ProductPage = z.infer<typeof productPage>;
const productQuery = pageQuery(10, 100).extend({
  // A product category id to filter by.
  category: idParam.optional(),
});

export const getProducts = endpoint({
  method: "GET",
  path: "/api/admin/product/get_products",
  summary: "Catálogo global de productos, por nombre, marcando los ya agregados al club",
  tag: "product",
  access: "admin",
  querystring: productQuery,
  response: productPage,
});

export const getProductCategories = endpoint({
  method: "GET",
  path: "/api/admin/product_category/get_product_categories",
  summary: "Categorías del catálogo global",
  tag: "product",
  access: "admin",
  response: z.object({ data: z.array(productCategorySchema) }),
});

export const searchProducts = endpoint({
  method: "GET",
  path: "/api/product/search_products/:text",
  summary: "Buscar en el catálogo global por nombre, marca o código de barras (sin importar tildes)",
  tag: "product",
  access: "admin",
  params: z.object({ text: searchText }),
  querystring: productQuery,
  response: productPage,
});
