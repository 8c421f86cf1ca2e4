import { describe, expect, it } from "vitest";
import { looksLikeBarcode, normalizeSearchText, searchTerms, searchTextOf } from "./search-text";

describe("normalizeSearchText", () => {
  it("drops accents and case, so cafe finds Café", () => {
    expect(normalizeSearchText("Café")).toBe("cafe");
    expect(normalizeSearchText("  PIÑA   Colada ")).toBe("pina colada");
    expect(normalizeSearchText("Über Ñandú")).toBe("uber nandu");
  });
});

describe("searchTerms", () => {
  it("splits into distinct normalized words", () => {
    expect(searchTerms(" Agua  agua Mineral ")).toEqual(["agua", "mineral"]);
    expect(searchTerms("   ")).toEqual([]);
  });
});

describe("searchTextOf", () => {
  it("joins name, brand and barcode", () => {
    expect(searchTextOf({ name: "Pelotas Pro", brand: "Head", barcode: "7801234567890" })).toBe(
      "pelotas pro head 7801234567890",
    );
    expect(searchTextOf({ name: "Grip", brand: null, barcode: null })).toBe("grip");
  });
});

describe("looksLikeBarcode", () => {
  it("takes digit runs from 4 to 32 long", () => {
    expect(looksLikeBarcode("7801234567890")).toBe(true);
    expect(looksLikeBarcode(" 12345678 ")).toBe(true);
    expect(looksLikeBarcode("123")).toBe(false);
    expect(looksLikeBarcode("78012a")).toBe(false);
  });
});
