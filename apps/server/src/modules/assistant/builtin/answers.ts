import { formatFigureValue } from "@club/domain";
import type { Figure } from "../figure";
import type { About } from "./intents";

/** A column's value of one row, as people read it. */
function cell(figure: Figure, key: string, row = 0): string {
  const column = figure.columns.find((c) => c.key === key);
  return formatFigureValue(figure.rows[row]?.[key], column?.kind ?? "text");
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

const periodText = (figure: Figure) => (figure.period ? ` ${figure.period.text}` : "");
const filtersText = (figure: Figure) =>
  figure.filters.length > 0 ? ` (${figure.filters.map((f) => f.value.toLowerCase()).join(", ")})` : "";

/**
 * The words of a built-in answer around a tool's figure: the main value with its period and filters, or
 * what the table shows. Every number in them is read from the figure, formatted as the table shows it.
 */
export function answerWords(figure: Figure, about?: About): string {
  const when = periodText(figure);
  if (figure.rows.length === 0) return `No encontré datos para «${figure.title.toLowerCase()}»${when}.`;
  switch (figure.tool) {
    case "sales":
      if (about === "refunds") return `Las devoluciones${when} suman ${cell(figure, "refunds")}.`;
      if (figure.main) {
        return `Las ventas netas${filtersText(figure)}${when} fueron ${cell(figure, "net")}, en ${cell(figure, "sales")} ventas.`;
      }
      return `Así se reparten las ventas${when}:`;
    case "compare_sales":
      return `${figure.title}${when}: ${cell(figure, "current")}, contra ${cell(figure, "previous")} del período anterior (${cell(figure, "change")}).`;
    case "booking_activity": {
      const row = figure.main?.row ?? 0;
      return `${cell(figure, "label", row)}${when}: ${cell(figure, "count", row)}.`;
    }
    case "register_sessions":
      if (figure.rows.length === 1) {
        const difference = figure.rows[0]?.difference;
        const verdict =
          difference === 0
            ? "cuadró"
            : `no cuadró: la diferencia de efectivo es ${cell(figure, "difference")}`;
        return `La ${cell(figure, "label")} de ${cell(figure, "operator")}${when} ${verdict}.`;
      }
      return `Estos son los cierres de caja${filtersText(figure)}${when}:`;
    case "critical_stock":
      return "Estos productos están en su stock crítico o bajo él:";
    case "top_items":
    case "top_players":
      return `Estos son los ${lowerFirst(figure.title)}${when}:`;
    default:
      if (figure.main) {
        return `${figure.title}${filtersText(figure)}${when}: ${cell(figure, figure.main.key, figure.main.row)}.`;
      }
      return `${figure.title}${filtersText(figure)}${when}:`;
  }
}
