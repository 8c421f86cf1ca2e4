import { describe, expect, it } from "vitest";
import { checkPadelResult, formatPadelResult, type PadelSet, padelResultMessage } from "./padel-score";

const winner = (sets: PadelSet[]) => {
  const check = checkPadelResult(sets);
  return check.ok ? check.winner : check.problem.code;
};

describe("checkPadelResult", () => {
  it("names the pair that won two sets", () => {
    expect(
      winner([
        [6, 4],
        [6, 3],
      ]),
    ).toBe(1);
    expect(
      winner([
        [4, 6],
        [7, 6],
        [5, 7],
      ]),
    ).toBe(2);
    expect(
      winner([
        [7, 5],
        [6, 7],
        [6, 0],
      ]),
    ).toBe(1);
  });

  it("takes a super tie-break to 10 by two as the third set", () => {
    expect(
      winner([
        [6, 4],
        [3, 6],
        [10, 8],
      ]),
    ).toBe(1);
    expect(
      winner([
        [6, 4],
        [3, 6],
        [12, 14],
      ]),
    ).toBe(2);
    expect(
      winner([
        [6, 4],
        [3, 6],
        [10, 9],
      ]),
    ).toBe("super_tiebreak_score");
    expect(
      winner([
        [6, 4],
        [3, 6],
        [13, 9],
      ]),
    ).toBe("super_tiebreak_score");
    expect(
      winner([
        [10, 8],
        [6, 3],
      ]),
    ).toBe("set_score");
  });

  it("refuses scores that are not padel sets", () => {
    for (const set of [
      [6, 5],
      [7, 4],
      [8, 6],
      [5, 3],
      [6, 6],
      [-1, 6],
      [6.5, 2],
    ] as PadelSet[]) {
      expect(winner([set, [6, 0]])).toBe("set_score");
    }
  });

  it("refuses a set played after the match was won, one set alone, and a draw", () => {
    expect(
      winner([
        [6, 4],
        [6, 4],
        [6, 4],
      ]),
    ).toBe("played_after_decided");
    expect(winner([[6, 4]])).toBe("set_count");
    expect(
      winner([
        [6, 4],
        [4, 6],
      ]),
    ).toBe("undecided");
  });

  it("words every problem in Spanish and writes the result as players do", () => {
    expect(padelResultMessage({ code: "set_score", set: 2 })).toContain("El set 2 no es un marcador");
    expect(
      formatPadelResult([
        [6, 4],
        [3, 6],
        [10, 8],
      ]),
    ).toBe("6–4, 3–6, 10–8");
  });
});
