import { describe, expect, it } from "vitest";
import {
  MEASUREMENT_UNIT_REQUIRED_MESSAGE,
  measurementUnitProblem,
  WHOLE_QUANTITIES_MESSAGE,
  wholeQuantityProblem,
} from "./item-quantities";

describe("wholeQuantityProblem", () => {
  it("refuses a fraction for an item sold by unit, in Spanish", () => {
    expect(wholeQuantityProblem(false, 1.5)).toBe("Los productos por unidad usan cantidades enteras");
    expect(wholeQuantityProblem(false, -0.001)).toBe(WHOLE_QUANTITIES_MESSAGE);
  });

  it("takes whole units, fractions of a bulk item and an absent quantity", () => {
    expect(wholeQuantityProblem(false, 3)).toBeNull();
    expect(wholeQuantityProblem(false, -2)).toBeNull();
    expect(wholeQuantityProblem(true, 1.25)).toBeNull();
    expect(wholeQuantityProblem(false, undefined)).toBeNull();
  });
});

describe("measurementUnitProblem", () => {
  it("asks a bulk item for its unit, naming the units offered", () => {
    expect(measurementUnitProblem(true, null)).toBe("Elige la unidad: Kilogramos, Gramos o Litros");
    expect(measurementUnitProblem(true, "")).toBe(MEASUREMENT_UNIT_REQUIRED_MESSAGE);
  });

  it("is content with a bulk item's unit and with no unit for an item sold by unit", () => {
    expect(measurementUnitProblem(true, "Gramos")).toBeNull();
    expect(measurementUnitProblem(false, null)).toBeNull();
  });
});
