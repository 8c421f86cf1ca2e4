import { z } from "zod";
import { idParam, idParams } from "./common";
import { endpoint } from "./endpoint";
import { text } from "./text";
import { imageRefSchema } from "./uploads";

export const itemCategorySchema = z.object({
  id: z.number().int(),
  item_category_name: z.string(),
  item_category_description: z.string(),
  item_category_image: imageRefSchema.nullable(),
  item_category_items_count: z.number().int(),
});
export type ItemCategory = z.infer<typeof itemCategorySchema>;

export const itemCategoryDataSchema = z.object({
  item_category_name: text("El nombre es obligatorio")
    .trim()
    .min(1, "El nombre es obligatorio")
    .max(60, "El nombre puede tener hasta 60 caracteres"),
  item_category_description: text().trim().max(500, "La descripción es demasiado larga").default(""),
  item_category_image: idParam.nullable().default(null),
});
export type ItemCategoryData = z.input<typeof itemCategoryDataSchema>;

const categoryAnswer = z.object({ ok: z.literal(true), message: z.string(), data: itemCategorySchema });

export const getItemCategories = endpoint({
  method: "GET",
  path: "/api/admin/item_category/get_categories",
  summary: "Categorías de productos del club, por nombre",
  tag: "item_category",
  access: "admin",
  response: z.object({ data: z.array(itemCategorySchema) }),
});

export const createItemCategory = endpoint({
  method: "POST",
  path: "/api/admin/item_category/create_category",
  summary: "Crear una categoría (nombre único en el club, sin importar mayúsculas)",
  tag: "item_category",
  access: "admin",
  body: z.object({ data: itemCategoryDataSchema }),
  response: categoryAnswer,
});

export const updateItemCategory = endpoint({
  method: "PUT",
  path: "/api/admin/item_category/update_category/:id",
  summary: "Renombrar o describir una categoría",
  tag: "item_category",
  access: "admin",
  params: idParams,
  body: z.object({ data: itemCategoryDataSchema }),
  response: categoryAnswer,
});

export const deleteItemCategory = endpoint({
  method: "DELETE",
  path: "/api/admin/item_category/delete_category/:id",
  summary: "Eliminar una categoría: sus productos quedan en «Sin categoria»",
  tag: "item_category",
  access: "admin",
  params: idParams,
  response: z.object({ ok: z.literal(true), message: z.string(), id: z.number().int() }),
});
