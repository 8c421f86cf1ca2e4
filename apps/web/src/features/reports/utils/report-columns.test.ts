import { describe, expect, it } from "vitest";
import { dayColumn, moneyColumn, quantityColumn, reportCsv, textColumn } from "./report-columns";

type Row = { date: string; name: string; net: number; quantity: number };
const columns = [
  dayColumn<Row>("Día", (r) => r.date),
  textColumn<Row>("Producto", (r) => r.name),
  quantityColumn<Row>("Cantidad", (r) => r.quantity),
  moneyColumn<Row>("Neto", (r) => r.net),
];
const rows: Row[] = [{ date: "2026-11-01", name: "Maní; tostado", net: 1234567, quantity: 1234.5 }];

describe("report columns", () => {
  it("shows es-CL words on screen", () => {
    const [day, , quantity, net] = columns.map((c) => c.cell(rows[0] as Row));
    expect(day).toBe("dom, 1 nov 2026");
    expect(quantity).toBe("1.234,5");
    expect(net).toBe("$1.234.567");
  });

  it("writes a CSV Excel opens in Chile: BOM, semicolons, pesos as plain integers, decimal comma", () => {
    expect(reportCsv(columns, rows)).toBe(
      '\uFEFFDía;Producto;Cantidad;Neto\r\n2026-11-01;"Maní; tostado";1234,5;1234567',
    );
  });
});
