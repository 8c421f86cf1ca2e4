import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { makeItem } from "../../../test/item-fixtures";
import { csvFileName, itemsToCsv } from "./items-csv";

describe("itemsToCsv", () => {
  it("starts with a BOM, splits on ';' and writes Spanish headers, decimal commas and whole pesos", () => {
    const csv = itemsToCsv([
      makeItem({ item_name: "Café; molido", item_favorite: true }),
      makeItem({
        item_name: "Maní",
        item_barcode: null,
        item_bulk: true,
        item_measurement_unit: "Kilogramos",
        item_measurement_unit_short: "kg",
        item_stock: { item_stock_stock: 1.25, item_stock_critical_stock: 0.5, item_stock_is_critical: false },
      }),
    ]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const { data } = Papa.parse<string[]>(csv.slice(1), { delimiter: ";" });
    expect(data[0]).toEqual([
      "Nombre",
      "Marca",
      "Categoría",
      "Código de barras",
      "Stock",
      "Unidad",
      "Stock crítico",
      "En stock crítico",
      "Precio de compra (CLP)",
      "Precio de venta (CLP)",
      "Favorito",
      "Descripción",
    ]);
    expect(data[1]?.slice(0, 5)).toEqual(["Café; molido", "Head", "Pelotas", "7801234567890", "24"]);
    expect(data[1]?.[10]).toBe("Sí");
    expect(data[2]?.slice(3, 10)).toEqual(["", "1,25", "kg", "0,5", "No", "5500", "8990"]);
  });
});

describe("csvFileName", () => {
  it("names the file with the local date", () => {
    expect(csvFileName(new Date(2025, 2, 7, 23, 59))).toBe("inventario-2025-03-07.csv");
  });
});
