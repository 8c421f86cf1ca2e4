import { describe, expect, it } from "vitest";
import { formatRut, isValidRut, normalizeRut, rutCheckDigit } from "./rut";

describe("rutCheckDigit", () => {
  it("computes digits verified by hand", () => {
    // 1*2+1*3+1*4+1*5+1*6+1*7+1*2+1*3 = 32; 32 % 11 = 10; 11 - 10 = 1
    expect(rutCheckDigit("11111111")).toBe("1");
    // 8*2+7*3+6*4+5*5+4*6+3*7+2*2+1*3 = 138; 138 % 11 = 6; 11 - 6 = 5
    expect(rutCheckDigit("12345678")).toBe("5");
    // 1*2+2*3+3*4+4*5+5*6+6*7+7*2 = 126; 126 % 11 = 5; 11 - 5 = 6
    expect(rutCheckDigit("7654321")).toBe("6");
  });

  it("returns K when the result is 10", () => {
    // 2*2+3*3+4*4+5*5+6*6+7*7+8*2 = 155; 155 % 11 = 1; 11 - 1 = 10
    expect(rutCheckDigit("8765432")).toBe("K");
    expect(rutCheckDigit("6")).toBe("K");
  });

  it("returns 0 when the result is 11", () => {
    // 4*2+1*3 = 11; 11 % 11 = 0; 11 - 0 = 11
    expect(rutCheckDigit("10000004")).toBe("0");
    expect(rutCheckDigit("14")).toBe("0");
  });

  it("rejects non-digit bodies", () => {
    expect(() => rutCheckDigit("12.345")).toThrow(RangeError);
    expect(() => rutCheckDigit("")).toThrow(RangeError);
  });
});

describe("normalizeRut", () => {
  it("removes dots, trims and uppercases K", () => {
    expect(normalizeRut("12.345.678-5")).toBe("12345678-5");
    expect(normalizeRut(" 8.765.432-k ")).toBe("8765432-K");
    expect(normalizeRut("1-9")).toBe("1-9");
    expect(normalizeRut("1.000.000-4")).toBe("1000000-4");
  });

  it("drops leading zeros, so one person has one canonical form", () => {
    expect(normalizeRut("00000001-9")).toBe("1-9");
    expect(normalizeRut("012.345.678-5")).toBe("12345678-5");
    expect(normalizeRut("0.001.000-4")).toBe("1000-4");
  });

  it("refuses a zero number in any spelling", () => {
    for (const zero of ["0-0", "00000000-0", "0.000.000-0", "000-K"]) expect(normalizeRut(zero)).toBeNull();
    expect(isValidRut("0-0")).toBe(false);
    expect(isValidRut("00000000-0")).toBe(false);
  });

  it("returns null for inputs without the RUT shape", () => {
    expect(normalizeRut("")).toBeNull();
    expect(normalizeRut("12345678")).toBeNull();
    expect(normalizeRut("123456789-0")).toBeNull();
    expect(normalizeRut("12.345.6789-5")).toBeNull();
    expect(normalizeRut("1234.5678-5")).toBeNull();
    expect(normalizeRut("12345678-X")).toBeNull();
    expect(normalizeRut("12345678-55")).toBeNull();
    expect(normalizeRut("-5")).toBeNull();
    expect(normalizeRut("123.456.789-0")).toBeNull();
  });
});

describe("isValidRut", () => {
  it("accepts correct check digits in any accepted shape", () => {
    expect(isValidRut("11.111.111-1")).toBe(true);
    expect(isValidRut("12345678-5")).toBe(true);
    expect(isValidRut("7.654.321-6")).toBe(true);
    expect(isValidRut("8765432-k")).toBe(true);
    expect(isValidRut("10.000.004-0")).toBe(true);
  });

  it("rejects wrong check digits and malformed input", () => {
    expect(isValidRut("12.345.678-6")).toBe(false);
    expect(isValidRut("8765432-0")).toBe(false);
    expect(isValidRut("10000004-K")).toBe(false);
    expect(isValidRut("123456785")).toBe(false);
    expect(isValidRut("")).toBe(false);
  });
});

describe("formatRut", () => {
  it("adds thousands dots", () => {
    expect(formatRut("12345678-5")).toBe("12.345.678-5");
    expect(formatRut("8765432-k")).toBe("8.765.432-K");
    expect(formatRut("14-0")).toBe("14-0");
    expect(formatRut("1000-1")).toBe("1.000-1");
    expect(formatRut("12.345.678-5")).toBe("12.345.678-5");
    expect(formatRut("007.654.321-6")).toBe("7.654.321-6");
  });

  it("returns null for non-RUT input", () => {
    expect(formatRut("hola")).toBeNull();
  });
});
