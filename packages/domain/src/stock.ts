import { numberFormatter } from "./intl-formatters";
/** Why an item's stock changed; every movement of the stock ledger has one. */
export const STOCK_REASONS = ["initial", "sale", "cancellation", "restock", "adjustment", "count"] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/** The reasons an administrator records by hand; the others come from creating items and from sales. */
export const MANUAL_STOCK_REASONS = [
  "restock",
  "adjustment",
  "count",
] as const satisfies readonly StockReason[];
export type ManualStockReason = (typeof MANUAL_STOCK_REASONS)[number];

export const STOCK_REASON_LABELS: Readonly<Record<StockReason, string>> = {
  initial: "Stock inicial",
  sale: "Venta",
  cancellation: "Anulación de venta",
  restock: "Reposición",
  adjustment: "Ajuste",
  count: "Conteo",
};

/** Quantities carry at most 3 decimals (gr, kg, lt); the database keeps them as exact numerics. */
export const QUANTITY_DECIMALS = 3;

export function hasAtMostQuantityDecimals(value: number): boolean {
  const factor = 10 ** QUANTITY_DECIMALS;
  return Number.isFinite(value) && Math.round(value * factor) / factor === value;
}

/** The exact decimal text PostgreSQL's numeric receives, e.g. 1.25 gives "1.250". */
export function quantityToDecimal(value: number): string {
  if (!hasAtMostQuantityDecimals(value)) throw new RangeError(`Cantidad con más de 3 decimales: ${value}`);
  return value.toFixed(QUANTITY_DECIMALS);
}

/** A numeric from the database ("12.500") as the number the API answers with (12.5). */
export function decimalToQuantity(value: string): number {
  return Number(value);
}

/** At or below its critical level, an item must be restocked (0 of 0 counts: it is out of stock). */
export function isCriticalStock(stock: number, criticalStock: number): boolean {
  return stock <= criticalStock;
}

/** A stock figure for people: "12", "1,5 kg", "-2". */
export function formatQuantity(value: number, unitShort?: string | null): string {
  const text = numberFormatter("es-CL", { maximumFractionDigits: QUANTITY_DECIMALS }).format(value);
  return unitShort ? `${text} ${unitShort}` : text;
}
