import { hasAtMostQuantityDecimals, MEASUREMENT_UNITS } from "@club/domain";
import { z } from "zod";
import { clpAmount, idParam, requiredClpAmount, updateData } from "./common";
import { text } from "./text";
import { imageRefSchema } from "./uploads";

export const itemStockSchema = z.object({
  item_stock_stock: z.number(),
  item_stock_critical_stock: z.number(),
  item_stock_is_critical: z.boolean(),
});

const timestamp = z.string().describe("ISO 8601");

export const itemSchema = z.object({
  id: z.number().int(),
  item_name: z.string(),
  item_brand: z.string(),
  item_description: z.string(),
  item_buy_price: z.number().int(),
  item_sell_price: z.number().int(),
  item_barcode: z.string().nullable(),
  item_favorite: z.boolean(),
  item_bulk: z.boolean(),
  item_measurement_unit: z.enum(MEASUREMENT_UNITS).nullable(),
  item_measurement_unit_short: z.string().nullable(),
  item_allow_negative_stock: z.boolean(),
  createdAt: timestamp,
  updatedAt: timestamp,
  publishedAt: timestamp,
  item_image: z.array(imageRefSchema),
  // The thumbnail to show: the image's, or the placeholder when there is none.
  item_image_thumbnail: z.string(),
  item_stock: itemStockSchema,
  // id null and "Sin categoria" when the item has no category.
  item_category: z.object({ id: z.number().int().nullable(), item_category_name: z.string() }),
});
export type Item = z.infer<typeof itemSchema>;

export const itemDetailSchema = itemSchema.extend({
  item_image_id: z.number().int().nullable(),
  item_category_id: z.number().int().nullable(),
  item_product_id: z.number().int().nullable(),
});
export type ItemDetail = z.infer<typeof itemDetailSchema>;

/** A stock or critical-stock figure: exact, at most 3 decimals (whole numbers for items sold by unit). */
export const quantitySchema = z
  .number({ error: "Debe ser un número" })
  .min(-1_000_000_000, "La cantidad es demasiado grande")
  .max(1_000_000_000, "La cantidad es demasiado grande")
  .refine(hasAtMostQuantityDecimals, "Usa como máximo 3 decimales");

const nonNegativeQuantity = quantitySchema.refine((v) => v >= 0, "No puede ser negativo");

// An empty form field counts as "no value".
const emptyToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

export const barcodeSchema = z.preprocess(
  emptyToNull,
  text()
    .trim()
    .regex(/^\d{4,32}$/, "El código de barras solo puede tener dígitos (entre 4 y 32)")
    .nullable(),
);

const itemFields = z.object({
  item_name: text("El nombre es obligatorio")
    .trim()
    .min(1, "El nombre es obligatorio")
    .max(120, "El nombre puede tener hasta 120 caracteres"),
  item_brand: text().trim().max(80, "La marca puede tener hasta 80 caracteres"),
  item_description: text().trim().max(2000, "La descripción es demasiado larga"),
  item_buy_price: clpAmount,
  item_sell_price: clpAmount,
  item_barcode: barcodeSchema,
  item_favorite: z.boolean(),
  item_bulk: z.boolean(),
  // Required when the item is sold by weight or volume; ignored otherwise.
  item_measurement_unit: z.preprocess(
    emptyToNull,
    z.enum(MEASUREMENT_UNITS, { error: "Elige Kilogramos, Gramos o Litros" }).nullable(),
  ),
  item_allow_negative_stock: z.boolean(),
  // A category id of the club, or null for "Sin categoria".
  item_category: z.preprocess(emptyToNull, idParam.nullable()),
  // An uploaded image id (POST /api/upload), or null for none.
  item_image: z.preprocess(emptyToNull, idParam.nullable()),
});

const requiredPrices = {
  item_buy_price: requiredClpAmount("El precio de compra es obligatorio"),
  item_sell_price: requiredClpAmount("El precio de venta es obligatorio"),
};

/** create_item: name and both prices required; the initial stock becomes the ledger's first movement. */
export const createItemDataSchema = itemFields.partial().extend({
  item_name: itemFields.shape.item_name,
  ...requiredPrices,
  item_stock: z
    .object({
      item_stock_stock: quantitySchema.optional(),
      item_stock_critical_stock: nonNegativeQuantity.optional(),
    })
    .optional(),
});
export type CreateItemData = z.input<typeof createItemDataSchema>;

/**
 * update_item: any subset of the fields. The stock itself is not edited here (a stale form would undo
 * sales): it changes only through stock movements; `item_stock_stock` is ignored.
 */
export const updateItemDataSchema = updateData(
  itemFields.partial().extend({
    item_stock: z.object({ item_stock_critical_stock: nonNegativeQuantity.optional() }).optional(),
  }),
);
export type UpdateItemData = z.input<typeof updateItemDataSchema>;

/** create_item_by_product: the catalog gives name, brand, description, barcode, category and image. */
export const importProductDataSchema = z.object({
  ...requiredPrices,
  item_favorite: z.boolean().optional(),
  // Defaults to the club's category named like the product's (created when missing).
  item_category: z.preprocess(emptyToNull, idParam.nullable()).optional(),
  item_stock: z
    .object({
      item_stock_stock: nonNegativeQuantity.optional(),
      item_stock_critical_stock: nonNegativeQuantity.optional(),
    })
    .optional(),
});
export type ImportProductData = z.input<typeof importProductDataSchema>;

export const itemAnswerSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  data: itemDetailSchema,
});
