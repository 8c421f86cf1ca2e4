import { formatPadelResult } from "@club/domain";
import { describe, expect, it } from "vitest";
import { winnerFirst } from "./feed-texts";

const ana = { username: "ana", name: "Ana P." };
const bea = { username: "bea", name: "Bea R." };
const cata = { username: "cata", name: "Cata S." };
const dani = { username: "dani", name: "Dani T." };

describe("winnerFirst", () => {
  it("tells a result from the winners' side: their pair first and their games first in each set", () => {
    const told = winnerFirst({
      sets: [
        [0, 6],
        [6, 2],
        [8, 10],
      ],
      winner_pair: 2,
      pair_1: [ana, bea],
      pair_2: [cata, dani],
    });
    expect(told.winners).toEqual([cata, dani]);
    expect(told.losers).toEqual([ana, bea]);
    expect(formatPadelResult(told.sets)).toBe("6–0, 2–6, 10–8");
  });

  it("leaves a result pair 1 won as it was reported", () => {
    const told = winnerFirst({
      sets: [
        [6, 4],
        [6, 3],
      ],
      winner_pair: 1,
      pair_1: [ana, bea],
      pair_2: [cata, dani],
    });
    expect(told.winners).toEqual([ana, bea]);
    expect(formatPadelResult(told.sets)).toBe("6–4, 6–3");
  });
});
