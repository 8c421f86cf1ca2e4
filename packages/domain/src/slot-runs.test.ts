import { describe, expect, it } from "vitest";
import { consecutiveFreeRun, type RunBlocks, startsForRun } from "./slot-runs";

const T = true;
const F = false;

describe("consecutiveFreeRun", () => {
  const slots = [T, T, T, T, F, T, T, T, T, T];

  it("returns the run indexes when all slots are available", () => {
    expect(consecutiveFreeRun(slots, 0, 3)).toEqual([0, 1, 2]);
    expect(consecutiveFreeRun(slots, 0, 4)).toEqual([0, 1, 2, 3]);
    expect(consecutiveFreeRun(slots, 5, 5)).toEqual([5, 6, 7, 8, 9]);
  });

  it("returns null when a slot in the run is taken", () => {
    expect(consecutiveFreeRun(slots, 0, 5)).toBeNull();
    expect(consecutiveFreeRun(slots, 2, 3)).toBeNull();
    expect(consecutiveFreeRun(slots, 4, 3)).toBeNull();
  });

  it("returns null when the run does not fit", () => {
    expect(consecutiveFreeRun(slots, 8, 3)).toBeNull();
    expect(consecutiveFreeRun(slots, -1, 3)).toBeNull();
    expect(consecutiveFreeRun([], 0, 3)).toBeNull();
  });

  it("throws for block counts other than 3, 4 or 5", () => {
    expect(() => consecutiveFreeRun(slots, 0, 2 as RunBlocks)).toThrow(RangeError);
    expect(() => consecutiveFreeRun(slots, 0, 6 as RunBlocks)).toThrow(RangeError);
  });
});

describe("startsForRun", () => {
  it("lists every start index with enough consecutive free slots", () => {
    const slots = [T, T, T, T, F, T, T, T, T, T];
    expect(startsForRun(slots, 3)).toEqual([0, 1, 5, 6, 7]);
    expect(startsForRun(slots, 4)).toEqual([0, 5, 6]);
    expect(startsForRun(slots, 5)).toEqual([5]);
  });

  it("is empty when nothing fits", () => {
    expect(startsForRun([T, T, F, T, T], 3)).toEqual([]);
    expect(startsForRun([T, T], 3)).toEqual([]);
  });

  it("validates the block count", () => {
    expect(() => startsForRun([T, T, T], 1 as RunBlocks)).toThrow(RangeError);
  });
});
