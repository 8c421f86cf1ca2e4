import { type StockAdjustment, stockAdjustmentSchema } from "@club/contract";
import {
  MANUAL_STOCK_REASONS,
  type ManualStockReason,
  STOCK_REASON_LABELS,
  wholeQuantityProblem,
} from "@club/domain";
import { type FormErrors, schemaResolver } from "@mantine/form";
import { numberOrUndefined } from "./number-input-props";

export interface StockAdjustmentValues {
  stock_movement_reason: ManualStockReason;
  stock_movement_quantity: number | string;
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

export function stockAdjustmentData(values: StockAdjustmentValues): StockAdjustment {
  const note = values.stock_movement_note.trim();
  return {
    stock_movement_reason: values.stock_movement_reason,
    // Validation runs first: an empty quantity never reaches the server.
    stock_movement_quantity: numberOrUndefined(values.stock_movement_quantity) ?? Number.NaN,
    ...(note ? { stock_movement_note: note } : {}),
    // The reason picks the union's member; TypeScript cannot follow a field typed as the whole union.
  } as StockAdjustment;
}

const schemaErrors = schemaResolver(stockAdjustmentSchema, { sync: true });

/** The server's rules (same messages), and whole units for items sold by unit. */
export function validateStockAdjustment(values: StockAdjustmentValues, bulk: boolean): FormErrors {
  const quantity = numberOrUndefined(values.stock_movement_quantity);
  if (quantity === undefined) return { stock_movement_quantity: "Ingresa una cantidad" };
  const wholeProblem = wholeQuantityProblem(bulk, quantity);
  if (wholeProblem) return { stock_movement_quantity: wholeProblem };
  // The note is checked even when empty (an adjustment needs one), though an empty one is not sent.
  return schemaErrors({
    ...stockAdjustmentData(values),
    stock_movement_note: values.stock_movement_note.trim(),
  });
}
