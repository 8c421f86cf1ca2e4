import { describe, expect, it } from "vitest";
import {
  decimalToQuantity,
  formatQuantity,
  hasAtMostQuantityDecimals,
  isCriticalStock,
  quantityToDecimal,
} from "./stock";

describe("quantities", () => {
  it("accepts up to 3 decimals and nothing finer", () => {
    expect(hasAtMostQuantityDecimals(2.675)).toBe(true);
    expect(hasAtMostQuantityDecimals(0.001)).toBe(true);
    expect(hasAtMostQuantityDecimals(-12)).toBe(true);
    expect(hasAtMostQuantityDecimals(0.0001)).toBe(false);
    expect(hasAtMostQuantityDecimals(Number.NaN)).toBe(false);
    expect(hasAtMostQuantityDecimals(Number.POSITIVE_INFINITY)).toBe(false);
  });

  it("round-trips through the database's decimal text exactly", () => {
    for (const value of [0, 1, -3, 0.1, 0.2, 2.675, 1234.5, 999999.999]) {
      expect(decimalToQuantity(quantityToDecimal(value))).toBe(value);
    }
    expect(quantityToDecimal(1.25)).toBe("1.250");
    expect(() => quantityToDecimal(0.12345)).toThrow(RangeError);
  });
});

describe("isCriticalStock", () => {
  it("is true at or below the critical level", () => {
    expect(isCriticalStock(5, 5)).toBe(true);
    expect(isCriticalStock(4, 5)).toBe(true);
    expect(isCriticalStock(6, 5)).toBe(false);
    expect(isCriticalStock(0, 0)).toBe(true);
  });
});

describe("formatQuantity", () => {
  it("writes es-CL decimals with the unit", () => {
    expect(formatQuantity(1.5, "kg")).toBe("1,5 kg");
    expect(formatQuantity(1200)).toBe("1.200");
    expect(formatQuantity(-2)).toBe("-2");
  });
});
