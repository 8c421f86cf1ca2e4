import { describe, expect, it } from "vitest";
import { isNumeric } from "./figure-cells";

describe("a figure's column", () => {
  it("lines up only numbers on the right", () => {
    expect(isNumeric("clp")).toBe(true);
    expect(isNumeric("percent")).toBe(true);
    expect(isNumeric("text")).toBe(false);
    expect(isNumeric("date")).toBe(false);
  });
});
