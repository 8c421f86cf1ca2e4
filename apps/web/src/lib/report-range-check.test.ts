import { describe, expect, it } from "vitest";
import { checkRange } from "./report-range-check";

describe("checkRange", () => {
  it("gives the days once both are there, in order and within a year", () => {
    expect(checkRange("2026-11-01", "2026-11-30")).toEqual({
      startDate: "2026-11-01",
      endDate: "2026-11-30",
    });
    expect(checkRange("2025-11-24", "2026-11-24")).toEqual({
      startDate: "2025-11-24",
      endDate: "2026-11-24",
    });
  });

  it("says why not: a day missing, backwards, longer than 366 days", () => {
    expect(checkRange("2026-11-01", null)).toEqual({ problem: "Elige las fechas «Desde» y «Hasta»." });
    expect(checkRange("2026-11-02", "2026-11-01")).toEqual({
      problem: "«Hasta» debe ser igual o posterior a «Desde».",
    });
    expect(checkRange("2025-11-23", "2026-11-24")).toEqual({
      problem: "El rango puede tener hasta 366 días.",
    });
  });
});
