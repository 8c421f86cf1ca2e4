import { describe, expect, it } from "vitest";
import { formatUnitPrice } from "./unit-price";

describe("formatUnitPrice", () => {
  it("gives a bulk item's price per unit of measure and a unit item's plain", () => {
    expect(formatUnitPrice(30, "gr")).toBe("$30 / gr");
    expect(formatUnitPrice(12990, "kg")).toBe("$12.990 / kg");
    expect(formatUnitPrice(990)).toBe("$990");
    expect(formatUnitPrice(990, null)).toBe("$990");
  });
});
