import { describe, expect, it } from "vitest";
import { ean13CheckDigit, isValidEan13 } from "./ean13";

describe("ean13CheckDigit", () => {
  it("matches published barcodes", () => {
    // 4006381333931 is the standard worked example; 5901234123457 is GS1's sample.
    expect(ean13CheckDigit("400638133393")).toBe(1);
    expect(ean13CheckDigit("590123412345")).toBe(7);
    // A sum already a multiple of 10 gives 0, not 10.
    expect(ean13CheckDigit("000000000000")).toBe(0);
    expect(ean13CheckDigit("780000000001")).toBe(6);
  });

  it("refuses anything but 12 digits", () => {
    expect(() => ean13CheckDigit("78000000001")).toThrow(RangeError);
    expect(() => ean13CheckDigit("78000000000a")).toThrow(RangeError);
  });
});

describe("isValidEan13", () => {
  it("accepts a barcode whose check digit agrees", () => {
    expect(isValidEan13("4006381333931")).toBe(true);
    expect(isValidEan13("7800000000016")).toBe(true);
  });

  it("refuses a wrong check digit, a wrong length or other characters", () => {
    expect(isValidEan13("4006381333932")).toBe(false);
    expect(isValidEan13("400638133393")).toBe(false);
    expect(isValidEan13("40063813339311")).toBe(false);
    expect(isValidEan13("400638133393a")).toBe(false);
  });
});
