import { MANUAL_STOCK_REASONS, STOCK_REASONS } from "@club/domain";
import { z } from "zod";
import { dateTimeParts, idParams, pageQuery, paginationSchema } from "./common";
import { endpoint } from "./endpoint";
import { itemDetailSchema, quantitySchema } from "./item-schemas";
import { text } from "./text";

export const stockMovementSchema = z.object({
  id: z.number().int(),
  stock_movement_reason: z.enum(STOCK_REASONS),
  // Signed: what the movement added to (or took from) the stock.
  stock_movement_quantity: z.number(),
  stock_movement_stock_after: z.number(),
  stock_movement_note: z.string().nullable(),
  stock_movement_order_id: z.number().int().nullable(),
  stock_movement_user: z.object({ id: z.number().int(), name: z.string(), lastname: z.string() }).nullable(),
  stock_movement_datetime: dateTimeParts,
  createdAt: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

const note = text().trim().max(300, "La nota puede tener hasta 300 caracteres");

/**
 * restock adds a positive quantity; adjustment adds a signed one and needs a note saying why;
 * count sets the stock to what was counted (the movement records the difference).
 */
export const stockAdjustmentSchema = z.discriminatedUnion(
  "stock_movement_reason",
  [
    z.object({
      stock_movement_reason: z.literal("restock"),
      stock_movement_quantity: quantitySchema.refine((v) => v > 0, "La reposición debe ser mayor que cero"),
      stock_movement_note: note.optional(),
    }),
    z.object({
      stock_movement_reason: z.literal("adjustment"),
      stock_movement_quantity: quantitySchema.refine((v) => v !== 0, "El ajuste no puede ser cero"),
      stock_movement_note: note.min(1, "Explica el motivo del ajuste"),
    }),
    z.object({
      stock_movement_reason: z.literal("count"),
      stock_movement_quantity: quantitySchema.refine((v) => v >= 0, "El conteo no puede ser negativo"),
      stock_movement_note: note.optional(),
    }),
  ],
  { error: `Elige un motivo: ${MANUAL_STOCK_REASONS.join(", ")}` },
);
export type StockAdjustment = z.input<typeof stockAdjustmentSchema>;

export const adjustItemStock = endpoint({
  method: "POST",
  path: "/api/admin/item/adjust_item_stock/:id",
  summary: "Registrar un movimiento de stock (reposición, ajuste con nota o conteo)",
  tag: "item",
  access: "admin",
  params: idParams,
  body: z.object({ data: stockAdjustmentSchema }),
  response: z.object({
    ok: z.literal(true),
    message: z.string(),
    data: itemDetailSchema,
    movement: stockMovementSchema,
  }),
});

export const getItemStockMovements = endpoint({
  method: "GET",
  path: "/api/admin/item/get_item_stock_movements/:id",
  summary: "Historial de movimientos de stock de un producto, los más recientes primero",
  tag: "item",
  access: "admin",
  params: idParams,
  querystring: pageQuery(10, 100),
  response: z.object({ data: z.array(stockMovementSchema), pagination: paginationSchema }),
});
