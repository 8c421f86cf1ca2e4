import { describe, expect, it } from "vitest";
import {
  categoryCode,
  categoryLabel,
  isPlayerCategory,
  PLAYER_CATEGORIES,
  PLAYER_CATEGORY_OPTIONS,
} from "./categories";

describe("categoryCode", () => {
  it("prefixes men's categories with M", () => {
    expect(categoryCode("1ra")).toBe("M1ra");
    expect(categoryCode("2da")).toBe("M2da");
    expect(categoryCode("3ra")).toBe("M3ra");
    expect(categoryCode("4ta")).toBe("M4ta");
    expect(categoryCode("5ta")).toBe("M5ta");
    expect(categoryCode("6ta")).toBe("M6ta");
  });

  it("prefixes women's categories with F", () => {
    expect(categoryCode("A")).toBe("FA");
    expect(categoryCode("B")).toBe("FB");
    expect(categoryCode("C")).toBe("FC");
    expect(categoryCode("D")).toBe("FD");
  });

  it("falls back to Sin categoría", () => {
    for (const value of [null, undefined, "", "7ma", "E", "a", "M1ra"]) {
      expect(categoryCode(value)).toBe("Sin categoría");
    }
  });
});

describe("PLAYER_CATEGORIES", () => {
  it("lists the stored values in order", () => {
    expect(PLAYER_CATEGORIES).toEqual(["1ra", "2da", "3ra", "4ta", "5ta", "6ta", "A", "B", "C", "D"]);
    expect(isPlayerCategory("C")).toBe(true);
    expect(isPlayerCategory("c")).toBe(false);
  });

  it("has one select option per category with a Spanish label", () => {
    expect(PLAYER_CATEGORY_OPTIONS.map((o) => o.value)).toEqual([...PLAYER_CATEGORIES]);
    expect(PLAYER_CATEGORY_OPTIONS[0]).toEqual({ value: "1ra", label: "1ra (varones)" });
    expect(PLAYER_CATEGORY_OPTIONS[6]).toEqual({ value: "A", label: "A (damas)" });
    expect(PLAYER_CATEGORY_OPTIONS[9]).toEqual({ value: "D", label: "D (damas)" });
  });
});

describe("categoryLabel", () => {
  it("says the category in words, or Sin categoría", () => {
    expect(categoryLabel("1ra")).toBe("1ra (varones)");
    expect(categoryLabel("D")).toBe("D (damas)");
    for (const value of [null, undefined, "", "7ma", "M1ra"]) {
      expect(categoryLabel(value)).toBe("Sin categoría");
    }
  });
});
