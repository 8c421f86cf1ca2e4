import { measurementUnitShort } from "@club/domain";
import { z } from "zod";
import { topItems } from "../../sales-reports/line-reports.service";
import { reportScope } from "../../sales-reports/sales-reports.service";
import { figurePeriod } from "../figure";
import { clubItem } from "./club-item";
import { ITEM_LINE_COLUMNS, itemLineRow } from "./item-lines";
import { periodFields, toolRange } from "./period-input";
import { reportsLink } from "./screen-links";
import { defineTool } from "./tool";

/** One item's sales over days: its line of the reports' item ranking (nothing sold: zeros). */
export const itemSalesTool = defineTool({
  name: "item_sales",
  description:
    "Cuánto se vendió de un producto en un período: cantidad neta, ventas netas en pesos y pedidos. Pide el id del producto.",
  input: z.strictObject({
    ...periodFields,
    item_id: z.number().int().positive().describe("Id del producto del inventario del club"),
  }),
  async run(ctx, input) {
    const range = toolRange(input, ctx.today, "this_month");
    const item = await clubItem(ctx, input.item_id);
    const scope = await reportScope(ctx.db, ctx.clubId, ctx.now, range);
    const line = (await topItems(ctx.db, scope, "amount", Number.POSITIVE_INFINITY)).find(
      (l) => l.itemId === item.id,
    );
    const row = itemLineRow(
      line ?? {
        itemName: item.name,
        netQuantity: 0,
        measureUnitShort: measurementUnitShort(item.measurementUnit),
        net: 0,
        ordersCount: 0,
      },
    );
    return {
      tool: "item_sales",
      title: `Ventas de ${row.label}`,
      period: figurePeriod(range, ctx.today),
      filters: [{ label: "Producto", value: item.name }],
      columns: ITEM_LINE_COLUMNS,
      rows: [row],
      main: { key: "net", row: 0 },
      chart: "none",
      link: reportsLink(range),
    };
  },
});
