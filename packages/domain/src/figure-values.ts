import { numberFormatter } from "./intl-formatters";
import { formatClp } from "./money";
import { formatQuantity } from "./stock";

/** How a figure's value is read: pesos, a count, a percentage (12,5 is 12,5 %), a quantity, or as given. */
export type FigureValueKind = "clp" | "count" | "percent" | "quantity" | "text" | "date" | "time";

/**
 * A value of the assistant's figures as Chileans read it: "$45.000", "1.234", "12,5 %", "1,5"; a text,
 * a date or a time as it came, and "–" for no value. The answer's words and its table use the same.
 */
export function formatFigureValue(value: string | number | null | undefined, kind: FigureValueKind): string {
  if (value === null || value === undefined || value === "") return "–";
  if (typeof value === "string") return value;
  switch (kind) {
    case "clp":
      return formatClp(value);
    case "count":
      return numberFormatter("es-CL", { maximumFractionDigits: 0 }).format(value);
    case "percent":
      return `${numberFormatter("es-CL", { maximumFractionDigits: 1 }).format(value)} %`;
    case "quantity":
      return formatQuantity(value);
    default:
      return String(value);
  }
}
