import Papa from "papaparse";

/** Excel in es-CL splits columns on ";" and reads UTF-8 (tildes, ñ) only after a byte order mark. */
export const CSV_DELIMITER = ";";
const BOM = "\uFEFF";

/** A CSV that Excel in Chile opens right: one header row, values quoted where they need it. */
export function excelCsv<T>(
  columns: readonly (readonly [string, (row: T) => string | number])[],
  rows: readonly T[],
) {
  const data = rows.map((row) => columns.map(([, value]) => value(row)));
  return BOM + Papa.unparse({ fields: columns.map(([title]) => title), data }, { delimiter: CSV_DELIMITER });
}

/** `name-2025-03-07.csv`, by the local date. */
export function datedCsvName(name: string, date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${name}-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}
