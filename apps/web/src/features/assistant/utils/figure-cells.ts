import type { FigureColumnKind } from "@club/contract";

const NUMERIC: ReadonlySet<FigureColumnKind> = new Set(["clp", "count", "quantity", "percent"]);

/** Columns of numbers line up on the right. */
export const isNumeric = (kind: FigureColumnKind) => NUMERIC.has(kind);
