import { formatClp, isoDayWords, numberFormatter } from "@club/domain";
import { excelCsv } from "../../../lib/excel-csv";

/** A column of a report's table and of its CSV: on screen in es-CL words, in the file as Excel reads it. */
export type Column<T> = {
  title: string;
  cell: (row: T) => string;
  csv: (row: T) => string | number;
  numeric?: boolean;
};

export const textColumn = <T>(title: string, get: (row: T) => string): Column<T> => ({
  title,
  cell: get,
  csv: get,
});

/** A club day: "dom 1 nov 2026" on screen, 2026-11-01 in the file (Excel sorts it). */
export const dayColumn = <T>(title: string, get: (row: T) => string): Column<T> => ({
  title,
  cell: (row) => isoDayWords(get(row), { weekday: "short", day: "numeric", month: "short", year: "numeric" }),
  csv: get,
});

/** Whole pesos: "$12.990" on screen, 12990 in the file. */
export const moneyColumn = <T>(title: string, get: (row: T) => number): Column<T> => ({
  title,
  cell: (row) => formatClp(get(row)),
  csv: get,
  numeric: true,
});

export const countColumn = <T>(title: string, get: (row: T) => number): Column<T> => ({
  title,
  cell: (row) => numberFormatter("es-CL", { maximumFractionDigits: 0 }).format(get(row)),
  csv: get,
  numeric: true,
});

/** Exact quantities (thousandths for bulk items): "1,5" both on screen and in the file. */
export const quantityColumn = <T>(title: string, get: (row: T) => number): Column<T> => ({
  title,
  cell: (row) => numberFormatter("es-CL", { maximumFractionDigits: 3 }).format(get(row)),
  csv: (row) => numberFormatter("es-CL", { maximumFractionDigits: 3, useGrouping: false }).format(get(row)),
  numeric: true,
});

/** A quantity in each unit it was sold in (null: units), never added across units: "2 un · 1,5 kg". */
export type UnitQuantity = { measure_unit_short: string | null; net_quantity: number };

const unitsText = (list: readonly UnitQuantity[], useGrouping: boolean) =>
  list
    .map(
      (q) =>
        `${numberFormatter("es-CL", { maximumFractionDigits: 3, useGrouping }).format(q.net_quantity)} ${q.measure_unit_short ?? "un"}`,
    )
    .join(" · ");

export const unitQuantitiesColumn = <T>(
  title: string,
  get: (row: T) => readonly UnitQuantity[],
): Column<T> => ({
  title,
  cell: (row) => unitsText(get(row), true),
  csv: (row) => unitsText(get(row), false),
  numeric: true,
});

export const reportCsv = <T>(columns: readonly Column<T>[], rows: readonly T[]) =>
  excelCsv(
    columns.map((c) => [c.title, c.csv] as const),
    rows,
  );
