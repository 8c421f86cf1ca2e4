import type { StaffPayment } from "@club/contract";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { paymentsCsvName, paymentsToCsv } from "./payments-csv";

const payment: StaffPayment = {
  id: 7,
  order_id: null,
  booking: {
    id: 3,
    slug: "abcdefghijklmnop3",
    date: "2026-11-24",
    start_time: "19:00",
    court_name: "Cancha Ñandú",
  },
  payer_name: 'José "Pepe" Muñoz; hijo',
  channel: "reception",
  method: "cash",
  percentage: 50,
  amount: 14000,
  status: "paid",
  cash_register_name: "Caja 1",
  created_at: "2026-11-23T12:00:00.000Z",
  settled_at: null,
};

describe("paymentsToCsv", () => {
  it("starts with a BOM, splits on ';', quotes what needs it and writes whole pesos", () => {
    const csv = paymentsToCsv([payment]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const [header, row] = Papa.parse<string[]>(csv.slice(1), { delimiter: ";" }).data;
    expect(header).toContain("Monto (CLP)");
    expect(row).toEqual([
      expect.stringMatching(/^23-11-2026/),
      "",
      "abcdefghijklmnop3",
      "24-11-2026",
      "19:00",
      "Cancha Ñandú",
      'José "Pepe" Muñoz; hijo',
      "Recepción",
      "",
      "Efectivo",
      "50",
      "14000",
      "Pagado",
      "Caja 1",
    ]);
    expect(csv).toContain('"José ""Pepe"" Muñoz; hijo"');
  });

  it("names a booking charged in a sale by its sale, with the split sale's method and its refund", () => {
    const csv = paymentsToCsv([
      { ...payment, order_id: 41, channel: "sale", method: "mixed", status: "refunded" },
    ]);
    const [, row] = Papa.parse<string[]>(csv.slice(1), { delimiter: ";" }).data;
    expect(row?.slice(7, 10)).toEqual(["Venta", "41", "Mixto"]);
    expect(row?.[12]).toBe("Devuelto");
  });

  it("names the file by the local date", () => {
    expect(paymentsCsvName(new Date(2026, 10, 3))).toBe("pagos-2026-11-03.csv");
  });
});
