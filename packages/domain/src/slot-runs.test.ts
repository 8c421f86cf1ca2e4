import { describe, expect, it } from "vitest";
import { startsThatFit } from "./slot-runs";

const T = true;
const F = false;

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
