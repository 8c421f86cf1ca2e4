import { decimalToQuantity, measurementUnitShort } from "@club/domain";
import { z } from "zod";
import { criticalStock } from "../../dashboard/dashboard.repository";
import { listLimit } from "./list-limit";
import { criticalStockLink } from "./screen-links";
import { defineTool } from "./tool";

/** The items at or below their critical stock now, furthest under it first, as the dashboard lists them. */
export const criticalStockTool = defineTool({
  name: "critical_stock",
  description:
    "Los productos que están en su stock crítico o bajo él (por agotarse o agotados), los más bajo su nivel primero, y cuántos son en total.",
  input: z.strictObject({
    limit: listLimit("productos", 50, 10),
  }),
  async run(ctx, input) {
    const { rows, count } = await criticalStock(ctx.db, ctx.clubId, input.limit ?? 10);
    return {
      tool: "critical_stock",
      title: `Productos en stock crítico: ${count}`,
      period: null,
      filters: [],
      columns: [
        { key: "label", label: "Producto", kind: "text" },
        { key: "stock", label: "Stock", kind: "quantity" },
        { key: "critical", label: "Stock crítico", kind: "quantity" },
        { key: "unit", label: "Unidad", kind: "text" },
      ],
      rows: rows.map((row) => ({
        label: row.name,
        stock: decimalToQuantity(row.stock),
        critical: decimalToQuantity(row.criticalStock),
        unit: measurementUnitShort(row.measurementUnit) ?? "un",
      })),
      main: null,
      chart: "none",
      link: criticalStockLink(),
    };
  },
});
