import { describe, expect, it } from "vitest";
import type { PlayerCategory } from "./categories";
import {
  type CategoryThresholds,
  categoryByPoints,
  categoryThresholdsProblem,
  MATCHES_BEFORE_CATEGORY_MOVES,
} from "./category-thresholds";

const thresholds: CategoryThresholds = new Map<PlayerCategory, number>([
  ["3ra", 1400],
  ["4ta", 1200],
  ["5ta", 1100],
  ["B", 1150],
]);
const settled = (category: string | null, points: number) => ({
  category,
  points,
  byHand: false,
  played: MATCHES_BEFORE_CATEGORY_MOVES,
});

describe("categoryByPoints", () => {
  it("moves a player up and down their own list by the club's thresholds", () => {
    expect(categoryByPoints(settled("5ta", 1250), thresholds)).toBe("4ta");
    expect(categoryByPoints(settled("3ra", 1150), thresholds)).toBe("5ta");
    expect(categoryByPoints(settled("4ta", 900), thresholds)).toBe("6ta");
    expect(categoryByPoints(settled("A", 1200), thresholds)).toBe("B");
    expect(categoryByPoints(settled("D", 1000), thresholds)).toBe("D");
  });

  it("skips a category the club gave no threshold (1ra and 2da here are out of reach by points)", () => {
    expect(categoryByPoints(settled("3ra", 3000), thresholds)).toBe("3ra");
  });

  it("leaves alone a provisional player, one placed by hand, one without category and a list without thresholds", () => {
    const early = { ...settled("5ta", 1500), played: MATCHES_BEFORE_CATEGORY_MOVES - 1 };
    expect(categoryByPoints(early, thresholds)).toBe("5ta");
    expect(categoryByPoints({ ...settled("5ta", 1500), byHand: true }, thresholds)).toBe("5ta");
    expect(categoryByPoints(settled(null, 1500), thresholds)).toBeNull();
    expect(categoryByPoints(settled("5ta", 1500), new Map([["B", 1100]]))).toBe("5ta");
  });
});

describe("categoryThresholdsProblem", () => {
  it("accepts thresholds that rise towards the strongest category", () => {
    expect(categoryThresholdsProblem(thresholds)).toBeNull();
    expect(categoryThresholdsProblem(new Map())).toBeNull();
  });

  it("refuses a stronger category asking no more than a weaker one, and a threshold on the entry category", () => {
    expect(
      categoryThresholdsProblem(
        new Map<PlayerCategory, number>([
          ["3ra", 1200],
          ["5ta", 1200],
        ]),
      ),
    ).toBe("M3ra debe pedir más puntos que M5ta.");
    expect(categoryThresholdsProblem(new Map<PlayerCategory, number>([["D", 900]]))).toBe(
      "FD es la categoría de entrada: no lleva puntaje mínimo.",
    );
  });
});
