import { describe, expect, it } from "vitest";
import { itemLineAmount } from "./order-amounts";

describe("itemLineAmount", () => {
  it("multiplies whole units exactly", () => {
    expect(itemLineAmount(1990, 3)).toBe(5970);
    expect(itemLineAmount(0, 7)).toBe(0);
  });

  it("rounds a bulk line to whole pesos, halves up", () => {
    expect(itemLineAmount(990, 0.125)).toBe(124); // 123,75
    expect(itemLineAmount(1000, 0.125)).toBe(125);
    expect(itemLineAmount(3, 0.5)).toBe(2); // 1,5 → 2
    expect(itemLineAmount(1, 0.499)).toBe(0); // 0,499 → 0
    expect(itemLineAmount(30, 1.333)).toBe(40); // 39,99
  });

  it("works in integers, so floating point never tips a half over or under", () => {
    expect(itemLineAmount(10, 0.1)).toBe(1);
    expect(itemLineAmount(1005, 0.001)).toBe(1); // 1,005
    expect(itemLineAmount(5, 0.1)).toBe(1); // 0,5 → 1, where 5 * 0.1 = 0.5000000000000001 is luck
    expect(itemLineAmount(2_000_000_000, 1_000_000)).toBe(2_000_000_000_000_000);
  });

  it("refuses more than 3 decimals and negative inputs", () => {
    expect(() => itemLineAmount(100, 0.0001)).toThrow(RangeError);
    expect(() => itemLineAmount(-1, 1)).toThrow(RangeError);
    expect(() => itemLineAmount(100, -1)).toThrow(RangeError);
  });
});
