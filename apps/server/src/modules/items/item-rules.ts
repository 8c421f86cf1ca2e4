import { type MeasurementUnit, measurementUnitProblem, wholeQuantityProblem } from "@club/domain";
import { badRequest } from "../../http/app-error";
import { itemField } from "./item-errors";

const STOCK_FIELD = itemField("item_stock.item_stock_stock");
export const CRITICAL_FIELD = itemField("item_stock.item_stock_critical_stock");

/** The unit an item is measured in: one is required when sold by weight or volume, none otherwise. */
export function unitFor(bulk: boolean, unit: MeasurementUnit | null | undefined): MeasurementUnit | null {
  const problem = measurementUnitProblem(bulk, unit);
  if (problem) throw badRequest(itemField("item_measurement_unit"), problem);
  return bulk ? (unit ?? null) : null;
}

/** The domain's rule on an item's quantities, refused on the field that breaks it. */
export function checkWholeQuantities(bulk: boolean, quantities: { stock?: number; critical?: number }) {
  const stockProblem = wholeQuantityProblem(bulk, quantities.stock);
  if (stockProblem) throw badRequest(STOCK_FIELD, stockProblem);
  const criticalProblem = wholeQuantityProblem(bulk, quantities.critical);
  if (criticalProblem) throw badRequest(CRITICAL_FIELD, criticalProblem);
}

export function checkInitialStock(stock: number, allowNegativeStock: boolean) {
  if (stock < 0 && !allowNegativeStock) {
    throw badRequest(
      STOCK_FIELD,
      "El stock inicial no puede ser negativo si el producto no permite stock negativo",
    );
  }
}
