import type { topItems } from "../../sales-reports/line-reports.service";
import type { Figure } from "../figure";

/** An item's line in the sales reports (paid orders of the range, less the refunded ones). */
export type ItemLine = Awaited<ReturnType<typeof topItems>>[number];

export const ITEM_LINE_COLUMNS: Figure["columns"] = [
  { key: "label", label: "Producto", kind: "text" },
  { key: "quantity", label: "Cantidad neta", kind: "quantity" },
  { key: "unit", label: "Unidad", kind: "text" },
  { key: "net", label: "Ventas netas", kind: "clp" },
  { key: "orders", label: "Pedidos", kind: "count" },
];

export const itemLineRow = (
  line: Pick<ItemLine, "itemName" | "netQuantity" | "measureUnitShort" | "net" | "ordersCount">,
) => ({
  label: line.itemName,
  quantity: line.netQuantity,
  unit: line.measureUnitShort ?? "un",
  net: line.net,
  orders: line.ordersCount,
});
