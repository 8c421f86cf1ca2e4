import { describe, expect, it } from "vitest";
import { formatFigureValue } from "./figure-values";

describe("formatFigureValue", () => {
  it.each([
    [45000, "clp", "$45.000"],
    [1500, "clp", "$1.500"],
    [1234, "count", "1.234"],
    [12.5, "percent", "12,5 %"],
    [-8, "percent", "-8 %"],
    [1.5, "quantity", "1,5"],
    [12.345, "percent", "12,3 %"],
    ["Caja 1", "text", "Caja 1"],
    [null, "clp", "–"],
  ] as const)("writes %s (%s) as %s", (value, kind, text) => {
    expect(formatFigureValue(value, kind)).toBe(text);
  });
});
