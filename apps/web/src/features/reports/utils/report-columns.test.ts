import { describe, expect, it } from "vitest";
import {
  dayColumn,
  moneyColumn,
  quantityColumn,
  reportCsv,
  textColumn,
  unitQuantitiesColumn,
} from "./report-columns";

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

describe("a category's quantities", () => {
  const column = unitQuantitiesColumn<{ q: { measure_unit_short: string | null; net_quantity: number }[] }>(
    "Cantidad neta",
    (r) => r.q,
  );
  it("reads each unit apart, never kilograms added to units", () => {
    const row = {
      q: [
        { measure_unit_short: null, net_quantity: 1200 },
        { measure_unit_short: "kg", net_quantity: 1.5 },
      ],
    };
    expect(column.cell(row)).toBe("1.200 un · 1,5 kg");
    expect(column.csv(row)).toBe("1200 un · 1,5 kg");
  });
});
