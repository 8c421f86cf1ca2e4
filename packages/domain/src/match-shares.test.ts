import { describe, expect, it } from "vitest";
import { joinerShare, splitShares } from "./match-shares";

describe("splitShares", () => {
  it("splits a price that divides evenly into equal shares", () => {
    expect(splitShares(24_000, 4)).toEqual([6_000, 6_000, 6_000, 6_000]);
  });

  it("gives the leftover pesos, one each, to the first places so the shares sum to the price", () => {
    expect(splitShares(25_003, 4)).toEqual([6_251, 6_251, 6_251, 6_250]);
    for (const price of [1, 2, 3, 9_999, 25_001, 31_337]) {
      for (const players of [1, 2, 3, 4]) {
        const shares = splitShares(price, players);
        expect(shares.reduce((sum, share) => sum + share, 0)).toBe(price);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
      }
    }
  });

  it("refuses fractions of a peso and a match of nobody", () => {
    expect(() => splitShares(100.5, 4)).toThrow(RangeError);
    expect(() => splitShares(-1, 4)).toThrow(RangeError);
    expect(() => splitShares(100, 0)).toThrow(RangeError);
  });
});

describe("joinerShare", () => {
  it("charges a joining player the smallest share, leaving the leftover pesos to the booker's place", () => {
    expect(joinerShare(24_000)).toBe(6_000);
    expect(joinerShare(25_003)).toBe(6_250);
    expect(25_003 - 3 * joinerShare(25_003)).toBe(6_253);
  });
});
