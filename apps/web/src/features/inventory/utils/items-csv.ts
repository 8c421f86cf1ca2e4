import type { Item } from "@club/contract";
import Papa from "papaparse";

/** Excel in es-CL splits columns on ";" and reads UTF-8 (tildes, ñ) only after a byte order mark. */
export const CSV_DELIMITER = ";";
const BOM = "\uFEFF";

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
  const rows = items.map((item) => COLUMNS.map(([, value]) => value(item)));
  return (
    BOM + Papa.unparse({ fields: COLUMNS.map(([title]) => title), data: rows }, { delimiter: CSV_DELIMITER })
  );
}

/** inventario-2025-03-07.csv, by the local date. */
export function csvFileName(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `inventario-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}
