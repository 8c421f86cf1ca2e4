import type { MeasurementUnit } from "@club/domain";
import { badRequest } from "../../http/app-error";
import { itemField } from "./item-errors";

const WHOLE_QUANTITIES = "Los productos por unidad usan cantidades enteras";
const STOCK_FIELD = itemField("item_stock.item_stock_stock");
export const CRITICAL_FIELD = itemField("item_stock.item_stock_critical_stock");

/** The unit an item is measured in: one is required when sold by weight or volume, none otherwise. */
export function unitFor(bulk: boolean, unit: MeasurementUnit | null | undefined): MeasurementUnit | null {
  if (!bulk) return null;
  if (!unit) throw badRequest(itemField("item_measurement_unit"), "Elige la unidad de medida");
  return unit;
}

/** Items sold by unit count whole units; bulk items take up to 3 decimals (the schema's limit). */
export function checkWholeQuantities(bulk: boolean, quantities: { stock?: number; critical?: number }) {
  if (bulk) return;
  if (quantities.stock !== undefined && !Number.isInteger(quantities.stock)) {
    throw badRequest(STOCK_FIELD, WHOLE_QUANTITIES);
  }
  if (quantities.critical !== undefined && !Number.isInteger(quantities.critical)) {
    throw badRequest(CRITICAL_FIELD, WHOLE_QUANTITIES);
  }
}

export function checkInitialStock(stock: number, allowNegativeStock: boolean) {
  if (stock < 0 && !allowNegativeStock) {
    throw badRequest(
      STOCK_FIELD,
      "El stock inicial no puede ser negativo si el producto no permite stock negativo",
    );
  }
}
