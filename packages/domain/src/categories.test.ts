import { describe, expect, it } from "vitest";
import {
  categoryCode,
  categoryLabel,
  categoryOfCode,
  categoryRangeLabel,
  categoryRangeProblem,
  isInCategoryRange,
  isPlayerCategory,
  PLAYER_CATEGORIES,
  PLAYER_CATEGORY_CODES,
  PLAYER_CATEGORY_OPTIONS,
  rangeEndsAdmitting,
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

describe("category codes", () => {
  it("reads back the category of each code and nothing else", () => {
    expect(PLAYER_CATEGORY_CODES).toEqual([
      "M1ra",
      "M2da",
      "M3ra",
      "M4ta",
      "M5ta",
      "M6ta",
      "FA",
      "FB",
      "FC",
      "FD",
    ]);
    expect(PLAYER_CATEGORY_CODES.map(categoryOfCode)).toEqual([...PLAYER_CATEGORIES]);
    expect(["3ra", "m3ra", "FE", "Sin categoría", ""].map(categoryOfCode)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

describe("category ranges", () => {
  it("admits the categories between the strongest and the weakest end, both included", () => {
    const range = { strongest: "3ra", weakest: "5ta" } as const;
    expect(["3ra", "4ta", "5ta"].every((category) => isInCategoryRange(category, range))).toBe(true);
    expect(["2da", "6ta", "B", null, "7ma"].some((category) => isInCategoryRange(category, range))).toBe(
      false,
    );
    expect(isInCategoryRange("C", { strongest: "B", weakest: "D" })).toBe(true);
  });

  it("refuses a range upside down or across both lists", () => {
    expect(categoryRangeProblem({ strongest: "2da", weakest: "4ta" })).toBeNull();
    expect(categoryRangeProblem({ strongest: "5ta", weakest: "3ra" })).toBe(
      "El rango está al revés: M5ta es más baja que M3ra.",
    );
    expect(categoryRangeProblem({ strongest: "1ra", weakest: "D" })).toContain("solo de varones");
  });

  it("names the range ends that admit a category, agreeing with isInCategoryRange", () => {
    expect(rangeEndsAdmitting("4ta")).toEqual({
      strongest: ["1ra", "2da", "3ra", "4ta"],
      weakest: ["4ta", "5ta", "6ta"],
    });
    for (const category of PLAYER_CATEGORIES) {
      const ends = rangeEndsAdmitting(category);
      for (const strongest of PLAYER_CATEGORIES) {
        for (const weakest of PLAYER_CATEGORIES) {
          const range = { strongest, weakest };
          if (categoryRangeProblem(range)) continue;
          const byEnds = ends.strongest.includes(strongest) && ends.weakest.includes(weakest);
          expect(byEnds).toBe(isInCategoryRange(category, range));
        }
      }
    }
  });

  it("names a range by its codes", () => {
    expect(categoryRangeLabel({ strongest: "3ra", weakest: "5ta" })).toBe("M3ra a M5ta");
    expect(categoryRangeLabel({ strongest: "B", weakest: "B" })).toBe("FB");
  });
});
