import { describe, expect, it } from "vitest";
import { formatClp, isClpAmount, parseClp } from "./money";

describe("formatClp", () => {
  it("uses the es-CL currency format (no space after $, dots for thousands)", () => {
    expect(formatClp(45000)).toBe("$45.000");
    expect(formatClp(0)).toBe("$0");
    expect(formatClp(999)).toBe("$999");
    expect(formatClp(1234567)).toBe("$1.234.567");
  });
});

describe("parseClp", () => {
  it("accepts plain, dotted, $-prefixed and space-grouped amounts", () => {
    expect(parseClp("45000")).toBe(45000);
    expect(parseClp("45.000")).toBe(45000);
    expect(parseClp("$45.000")).toBe(45000);
    expect(parseClp(" 45 000 ")).toBe(45000);
    expect(parseClp("$ 1.234.567")).toBe(1234567);
    expect(parseClp("0")).toBe(0);
  });

  it("round-trips formatClp output", () => {
    expect(parseClp(formatClp(1234567))).toBe(1234567);
  });

  it("rejects empty, negative, decimal and malformed input", () => {
    for (const input of [
      "",
      "   ",
      "$",
      "abc",
      "-5",
      "$-5",
      "45,5",
      "45.5",
      "4.50.000",
      "45.000 000",
      "45k",
    ]) {
      expect(parseClp(input)).toBeNull();
    }
  });

  it("rejects amounts beyond safe integers", () => {
    expect(parseClp("99999999999999999999")).toBeNull();
  });
});

describe("isClpAmount", () => {
  it("is true only for safe non-negative integers", () => {
    expect(isClpAmount(0)).toBe(true);
    expect(isClpAmount(45000)).toBe(true);
    expect(isClpAmount(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(isClpAmount(-1)).toBe(false);
    expect(isClpAmount(1.5)).toBe(false);
    expect(isClpAmount(Number.NaN)).toBe(false);
    expect(isClpAmount(Number.MAX_SAFE_INTEGER + 1)).toBe(false);
    expect(isClpAmount("45000")).toBe(false);
  });
});
