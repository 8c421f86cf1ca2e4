import { type StockAdjustment, stockAdjustmentSchema } from "@club/contract";
import {
  MANUAL_STOCK_REASONS,
  type ManualStockReason,
  parseEsClNumber,
  quantityRule,
  STOCK_REASON_LABELS,
} from "@club/domain";
import { type FormErrors, schemaResolver } from "@mantine/form";

export interface StockAdjustmentValues {
  stock_movement_reason: ManualStockReason;
  /** As typed, es-CL ("1,5"); read with `adjustmentQuantityRule`. */
  stock_movement_quantity: string;
  stock_movement_note: string;
}

export const STOCK_ADJUSTMENT_FIELDS = [
  "stock_movement_reason",
  "stock_movement_quantity",
  "stock_movement_note",
];

export const REASON_CHOICES = MANUAL_STOCK_REASONS.map((reason) => ({
  value: reason,
  label: STOCK_REASON_LABELS[reason],
}));

/** What the quantity means for each reason. */
export const QUANTITY_TEXTS: Record<ManualStockReason, { label: string; description: string }> = {
  restock: { label: "Cantidad que llegó", description: "Se suma al stock actual" },
  adjustment: {
    label: "Cantidad a sumar o restar",
    description: "Usa un signo menos para restar (mermas, roturas, vencidos)",
  },
  count: { label: "Stock contado", description: "El stock queda en lo que contaste" },
};

export const emptyStockAdjustment: StockAdjustmentValues = {
  stock_movement_reason: "restock",
  stock_movement_quantity: "",
  stock_movement_note: "",
};

/** Only an adjustment subtracts; restocks and counts are never negative. */
export const adjustmentQuantityRule = (reason: ManualStockReason, bulk: boolean) =>
  quantityRule(bulk, reason === "adjustment");

const quantityOf = (values: StockAdjustmentValues, bulk: boolean) =>
  parseEsClNumber(values.stock_movement_quantity, adjustmentQuantityRule(values.stock_movement_reason, bulk));

export function stockAdjustmentData(values: StockAdjustmentValues, bulk: boolean): StockAdjustment {
  const note = values.stock_movement_note.trim();
  return {
    stock_movement_reason: values.stock_movement_reason,
    // Validation runs first: an empty or unreadable quantity never reaches the server.
    stock_movement_quantity: quantityOf(values, bulk).value ?? Number.NaN,
    ...(note ? { stock_movement_note: note } : {}),
    // The reason picks the union's member; TypeScript cannot follow a field typed as the whole union.
  } as StockAdjustment;
}

const schemaErrors = schemaResolver(stockAdjustmentSchema, { sync: true });

/** The quantity as typed (whole units for items sold by unit), then the server's rules (same messages). */
export function validateStockAdjustment(values: StockAdjustmentValues, bulk: boolean): FormErrors {
  const quantity = quantityOf(values, bulk);
  if (quantity.error) return { stock_movement_quantity: quantity.error };
  if (quantity.value === null) return { stock_movement_quantity: "Ingresa una cantidad" };
  // The note is checked even when empty (an adjustment needs one), though an empty one is not sent.
  return schemaErrors({
    ...stockAdjustmentData(values, bulk),
    stock_movement_note: values.stock_movement_note.trim(),
  });
}
