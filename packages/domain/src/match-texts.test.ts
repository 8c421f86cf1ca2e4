import { describe, expect, it } from "vitest";
import { splitShares } from "./match-shares";
import { freePlacesText, matchWhenText, sharesText } from "./match-texts";

describe("sharesText and freePlacesText", () => {
  it("words the shares and the free places as the match page and its link preview do", () => {
    expect(sharesText(splitShares(28_000, 4))).toBe("$7.000 por jugador");
    expect(sharesText(splitShares(25_001, 4))).toBe("$6.250 a $6.251 por jugador");
    expect([0, 1, 2].map(freePlacesText)).toEqual(["Completo", "1 cupo libre", "2 cupos libres"]);
    expect(matchWhenText("2026-11-25", "19:00", "20:30")).toBe("miércoles, 25 de noviembre, 19:00 a 20:30");
  });
});
