import { z } from "zod";
import { topItems } from "../../sales-reports/line-reports.service";
import { reportScope } from "../../sales-reports/sales-reports.service";
import { figurePeriod } from "../figure";
import { ITEM_LINE_COLUMNS, itemLineRow } from "./item-lines";
import { listLimit } from "./list-limit";
import { periodFields, toolRange } from "./period-input";
import { reportsLink } from "./screen-links";
import { defineTool } from "./tool";

/** The items that sold most over days, by net amount or net quantity, as the reports rank them. */
export const topItemsTool = defineTool({
  name: "top_items",
  description:
    "Los productos más vendidos en un período, por monto neto en pesos (amount) o por cantidad neta (quantity).",
  input: z.strictObject({
    ...periodFields,
    by: z
      .enum(["amount", "quantity"])
      .optional()
      .describe("Ordenar por monto (amount) o cantidad (quantity)"),
    limit: listLimit("productos", 20, 5),
  }),
  async run(ctx, input) {
    const range = toolRange(input, ctx.today, "this_month");
    const by = input.by ?? "amount";
    const scope = await reportScope(ctx.db, ctx.clubId, ctx.now, range);
    const rows = (await topItems(ctx.db, scope, by, input.limit ?? 5)).map(itemLineRow);
    return {
      tool: "top_items",
      title: by === "amount" ? "Productos más vendidos por monto" : "Productos más vendidos por cantidad",
      period: figurePeriod(range, ctx.today),
      filters: [],
      columns: ITEM_LINE_COLUMNS,
      rows,
      main: rows.length === 1 ? { key: by === "amount" ? "net" : "quantity", row: 0 } : null,
      chart: rows.length > 1 ? "bar" : "none",
      link: reportsLink(range),
    };
  },
});
