import { decimalToQuantity, isCriticalStock, measurementUnitShort } from "@club/domain";
import { z } from "zod";
import { clubItem } from "./club-item";
import { itemLink } from "./screen-links";
import { defineTool } from "./tool";

/** One item's stock now and its critical level, as its inventory page shows them. */
export const itemStockTool = defineTool({
  name: "item_stock",
  description:
    "El stock actual de un producto del inventario y su stock crítico (el nivel en que avisa que se está agotando). Pide el id del producto.",
  input: z.strictObject({
    item_id: z.number().int().positive().describe("Id del producto del inventario del club"),
  }),
  async run(ctx, input) {
    const item = await clubItem(ctx, input.item_id);
    const stock = decimalToQuantity(item.stock);
    const critical = decimalToQuantity(item.criticalStock);
    return {
      tool: "item_stock",
      title: `Stock de ${item.name}`,
      period: null,
      filters: [{ label: "Producto", value: item.name }],
      columns: [
        { key: "label", label: "Producto", kind: "text" },
        { key: "stock", label: "Stock", kind: "quantity" },
        { key: "critical", label: "Stock crítico", kind: "quantity" },
        { key: "unit", label: "Unidad", kind: "text" },
        { key: "state", label: "Estado", kind: "text" },
      ],
      rows: [
        {
          label: item.name,
          stock,
          critical,
          unit: measurementUnitShort(item.measurementUnit) ?? "un",
          state: isCriticalStock(stock, critical) ? "En stock crítico" : "Sobre el stock crítico",
        },
      ],
      main: { key: "stock", row: 0 },
      chart: "none",
      link: itemLink(item.id),
    };
  },
});
