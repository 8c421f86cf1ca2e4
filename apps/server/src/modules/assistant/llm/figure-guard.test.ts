import { describe, expect, it } from "vitest";
import type { Figure } from "../figure";
import { unsupportedNumbers, unsupportedNumbersMessage, writtenNumbers } from "./figure-guard";

const figure: Figure = {
  tool: "compare_sales",
  title: "Ventas netas contra el período anterior",
  period: { startDate: "2026-11-16", endDate: "2026-11-20", text: "del lunes 16 al viernes 20 de noviembre" },
  filters: [{ label: "Caja", value: "Caja 2" }],
  columns: [
    { key: "label", label: "", kind: "text" },
    { key: "net", label: "Ventas netas", kind: "clp" },
    { key: "change", label: "Variación", kind: "percent" },
    { key: "hour", label: "Hora", kind: "time" },
  ],
  rows: [{ label: "Esta semana", net: 1_234_567, change: -12.46, hour: "20:00" }],
  main: { key: "net", row: 0 },
  chart: "none",
  link: null,
};

const unsupported = (text: string, given: string[] = []) => unsupportedNumbers(text, [figure], given);

describe("the figure guard", () => {
  it("reads numbers as Chileans write them: thousands with dots, decimals with a comma, mil and millones", () => {
    expect(
      writtenNumbers("$12.345, 12,5 %, 1.234,56, 12.5, 45 mil, 1,2 millones, 3 lucas").map((n) => n.value),
    ).toEqual([12_345, 12.5, 1234.56, 12.5, 45_000, 1_200_000, 3000]);
  });

  it("holds the figure's values, rounded as written, and the numbers in its period, filters and labels", () => {
    expect(
      unsupported(
        "Del lunes 16 al viernes 20 de noviembre la Caja 2 vendió $1.234.567 (1,2 millones), un 12,5 % menos; el peak fue a las 20:00.",
      ),
    ).toEqual([]);
    expect(unsupported("Vendieron unos 1.235 mil pesos, 12 % menos.")).toEqual([]);
  });

  it("holds the question's numbers and leaves a list's markers aside", () => {
    expect(unsupported("Los 3 primeros:\n1. Esta semana\n2) nada más", ["los 3 primeros"])).toEqual([]);
  });

  it("gives every number the figure does not hold, as written", () => {
    expect(unsupported("Vendieron $1.300.000, un 15 % menos, en 42 ventas.")).toEqual([
      "1.300.000",
      "15",
      "42",
    ]);
    expect(unsupported("Un 12,4 % menos.")).toEqual(["12,4"]);
    expect(unsupportedNumbers("Ayer vendieron $45.000.", [], [])).toEqual(["45.000"]);
  });

  it("says which numbers to check", () => {
    expect(unsupportedNumbersMessage(["15"])).toBe(
      "Revisa las cifras en la tabla: el texto menciona «15», que no viene de los datos del club.",
    );
    expect(unsupportedNumbersMessage(["15", "42", "15"])).toBe(
      "Revisa las cifras en la tabla: el texto menciona «15» y «42», que no vienen de los datos del club.",
    );
  });
});
