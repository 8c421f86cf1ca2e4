import type { Item } from "@club/contract";
import { datedCsvName, excelCsv } from "../../../lib/excel-csv";

// Decimal comma, no thousands separator: Excel in es-CL reads it as a number.
const decimal = (value: number) => String(value).replace(".", ",");

const COLUMNS: [string, (item: Item) => string | number][] = [
  ["Nombre", (i) => i.item_name],
  ["Marca", (i) => i.item_brand],
  ["Categoría", (i) => i.item_category.item_category_name],
  ["Código de barras", (i) => i.item_barcode ?? ""],
  ["Stock", (i) => decimal(i.item_stock.item_stock_stock)],
  ["Unidad", (i) => i.item_measurement_unit_short ?? "unidad"],
  ["Stock crítico", (i) => decimal(i.item_stock.item_stock_critical_stock)],
  ["En stock crítico", (i) => (i.item_stock.item_stock_is_critical ? "Sí" : "No")],
  ["Precio de compra (CLP)", (i) => i.item_buy_price],
  ["Precio de venta (CLP)", (i) => i.item_sell_price],
  ["Favorito", (i) => (i.item_favorite ? "Sí" : "No")],
  ["Descripción", (i) => i.item_description],
];

export function itemsToCsv(items: Item[]): string {
  return excelCsv(COLUMNS, items);
}

/** inventario-2025-03-07.csv, by the local date. */
export const csvFileName = (date = new Date()) => datedCsvName("inventario", date);
