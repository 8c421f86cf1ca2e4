import { describe, expect, it } from "vitest";
import { consecutiveFreeRun, type RunBlocks, startsForRun, startsThatFit } from "./slot-runs";

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

describe("startsThatFit", () => {
  // Half-hour slots from 18:00 (1080); `free` per slot.
  const day = (free: boolean[], from = 1080) =>
    free.map((f, i) => ({ startMinute: from + i * 30, endMinute: from + (i + 1) * 30, free: f }));

  it("starts a booking only where free slots cover it up to its end", () => {
    const slots = day([T, T, F, T, T, T, T, T]);
    expect(startsThatFit(slots, 30)).toEqual([0, 1, 3, 4, 5, 6, 7]);
    expect(startsThatFit(slots, 60)).toEqual([0, 3, 4, 5, 6]);
    expect(startsThatFit(slots, 90)).toEqual([3, 4, 5]);
    expect(startsThatFit(slots, 150)).toEqual([3]);
  });

  it("needs the slot a booking ends inside: 45 minutes take two half-hour slots", () => {
    expect(startsThatFit(day([T, T, F, T]), 45)).toEqual([0]);
    expect(startsThatFit(day([T, T, F, T]), 10)).toEqual([0, 1, 3]);
  });

  it("stops at the closing time and at a break in the opening hours", () => {
    // 11:00–12:00 and 14:00–15:00: nothing of 90 minutes fits, 60 fits at each span's start.
    const slots = [...day([T, T], 660), ...day([T, T], 840)];
    expect(startsThatFit(slots, 90)).toEqual([]);
    expect(startsThatFit(slots, 60)).toEqual([0, 2]);
    expect(startsThatFit([], 60)).toEqual([]);
  });
});
