import { PAYMENT_METHOD_LABELS } from "@club/domain";
import { z } from "zod";
import { methodSplit, reportScope, sourceSplit, totalOf } from "../../sales-reports/sales-reports.service";
import { type Figure, figurePeriod } from "../figure";
import { periodFields, toolRange } from "./period-input";
import { reportsLink } from "./screen-links";
import { defineTool } from "./tool";

const METHODS = ["cash", "debit", "credit", "transfer", "webpay", "mixed"] as const;
const SOURCES = { pos: "Punto de venta", reception: "Recepción", online: "En línea" } as const;

const COLUMNS: Figure["columns"] = [
  { key: "net", label: "Ventas netas", kind: "clp" },
  { key: "gross", label: "Ventas", kind: "clp" },
  { key: "refunds", label: "Devoluciones", kind: "clp" },
  { key: "sales", label: "N.º de ventas", kind: "count" },
];

/**
 * The club's sales over days by the reports' accounting rule (orders paid, booking payments settled, less
 * refunds): in total, for one payment method, or split by method or by where they were taken.
 */
export const salesTool = defineTool({
  name: "sales",
  description:
    "Ventas del club en un período (ventas, devoluciones y netas, en pesos): en total, de un medio de pago (efectivo, débito, crédito, transferencia, webpay), o separadas por medio de pago o por origen (punto de venta, recepción, en línea).",
  input: z.strictObject({
    ...periodFields,
    split: z.enum(["none", "method", "source"]).optional(),
    method: z.enum(METHODS).optional(),
  }),
  async run(ctx, input) {
    const range = toolRange(input, ctx.today, "today");
    const scope = await reportScope(ctx.db, ctx.clubId, ctx.now, range);
    const line = (label: string, f: { net: number; gross: number; refunds: number; salesCount: number }) => ({
      label,
      net: f.net,
      gross: f.gross,
      refunds: f.refunds,
      sales: f.salesCount,
    });
    let rows: Figure["rows"];
    const filters: Figure["filters"] = [];
    if (input.method) {
      const methods = await methodSplit(ctx.db, scope);
      const found = methods.find((m) => m.method === input.method);
      const label = PAYMENT_METHOD_LABELS[input.method];
      filters.push({ label: "Medio de pago", value: label });
      rows = [line(label, found ?? { net: 0, gross: 0, refunds: 0, salesCount: 0 })];
    } else if (input.split === "method") {
      rows = (await methodSplit(ctx.db, scope)).map((m) =>
        line((PAYMENT_METHOD_LABELS as Record<string, string>)[m.method] ?? m.method, m),
      );
    } else if (input.split === "source") {
      rows = [...(await sourceSplit(ctx.db, scope))].map(([source, f]) =>
        line(SOURCES[source as keyof typeof SOURCES] ?? source, f),
      );
    } else {
      rows = [line("Total", await totalOf(ctx.db, scope))];
    }
    return {
      tool: "sales",
      title: input.method ? "Ventas por medio de pago" : "Ventas",
      period: figurePeriod(range, ctx.today),
      filters,
      columns: [{ key: "label", label: "", kind: "text" }, ...COLUMNS],
      rows,
      main: rows.length === 1 ? { key: "net", row: 0 } : null,
      chart: rows.length > 1 ? "bar" : "none",
      link: reportsLink(range),
    };
  },
});
