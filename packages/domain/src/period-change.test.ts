import { describe, expect, it } from "vitest";
import { formatPeriodChange, periodChange } from "./period-change";

describe("periodChange", () => {
  it("is the move against the previous figure, and null with nothing before", () => {
    expect(periodChange(12_500, 10_000)).toBe(0.25);
    expect(periodChange(7_500, 10_000)).toBe(-0.25);
    expect(periodChange(5_000, 0)).toBeNull();
    // A period that ended in refunds (negative net) still compares by size.
    expect(periodChange(1_000, -1_000)).toBe(2);
  });

  it("is written with its sign, whole percent", () => {
    expect(formatPeriodChange(0.25)).toBe("+25%");
    expect(formatPeriodChange(-0.084)).toMatch(/^[-−]8%$/);
    expect(formatPeriodChange(0)).toBe("0%");
  });
});
