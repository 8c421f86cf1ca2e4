import { describe, expect, it } from "vitest";
import { MEASUREMENT_UNITS, measurementUnitShort } from "./measurement-units";

describe("measurementUnitShort", () => {
  it("abbreviates the known units", () => {
    expect(measurementUnitShort("Kilogramos")).toBe("kg");
    expect(measurementUnitShort("Kilo")).toBe("kg");
    expect(measurementUnitShort("Gramos")).toBe("gr");
    expect(measurementUnitShort("Litros")).toBe("lt");
  });

  it("ignores case and surrounding spaces", () => {
    expect(measurementUnitShort("  kilogramos ")).toBe("kg");
    expect(measurementUnitShort("KILO")).toBe("kg");
    expect(measurementUnitShort("litros\n")).toBe("lt");
  });

  it("returns null for unknown or missing units", () => {
    for (const unit of ["Unidad", "Kilos", "", "kg", null, undefined]) {
      expect(measurementUnitShort(unit)).toBeNull();
    }
  });

  it("offers exactly the three picker units", () => {
    expect(MEASUREMENT_UNITS).toEqual(["Kilogramos", "Gramos", "Litros"]);
    expect(MEASUREMENT_UNITS.map(measurementUnitShort)).toEqual(["kg", "gr", "lt"]);
  });
});
