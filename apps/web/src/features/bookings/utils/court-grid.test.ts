import { describe, expect, it } from "vitest";
import { makeCourt, slots } from "../test/fixtures";
import {
  bookableStarts,
  cellState,
  courtsOutOfView,
  endTime,
  gridTimes,
  offscreenFree,
  takenText,
} from "./court-grid";

describe("court grid", () => {
  it("starts a 90-minute booking only where 3 free slots follow, priced by the start's band", () => {
    // 18:00 … 20:30, 19:30 taken: only 18:00 has three free blocks ahead; 20:00 lacks the third.
    const court = makeCourt(1, slots(6, { taken: [3] }));
    expect([...bookableStarts(court, 90)]).toEqual([[0, 27000]]);
    expect([...bookableStarts(court, 60).keys()]).toEqual([0, 1, 4]);
  });

  it("offers nothing for a duration the court does not price or that splits a block", () => {
    const court = makeCourt(1, slots(6));
    expect(bookableStarts(court, 120).size).toBe(0);
    expect(bookableStarts(court, 45).size).toBe(0);
  });

  it("tells free, taken and past apart, and never says who holds a slot", () => {
    const [free, , , taken] = slots(4, { taken: [3] });
    const [gone] = slots(1, { past: [0] });
    expect(free && cellState(free)).toBe("free");
    expect(taken && cellState(taken)).toBe("taken");
    expect(gone && cellState(gone)).toBe("past");
    expect(taken && takenText(taken)).toBe("Ocupado");
    expect(taken && takenText({ ...taken, status: "pc" })).toBe("Clases");
  });

  it("merges every court's start times in order and adds durations on the clock", () => {
    expect(gridTimes([makeCourt(1, slots(2)), makeCourt(2, slots(3))])).toEqual(["18:00", "18:30", "19:00"]);
    expect(endTime("22:30", 90)).toBe("24:00");
  });
});

describe("courts out of view", () => {
  // A 390 px phone: the hours' column ends at 60, the grid at 374; columns 76 px wide.
  const view = { left: 60, right: 374 };
  const columns = [1, 2, 3, 4, 5].map((id, i) => ({ id, left: 62 + i * 79, right: 138 + i * 79 }));

  it("counts a column cut at the right edge, or under the hours, as out of view", () => {
    expect(courtsOutOfView(columns, view)).toEqual([4, 5]);
    const scrolled = columns.map((c) => ({ ...c, left: c.left - 158, right: c.right - 158 }));
    expect(courtsOutOfView(scrolled, view)).toEqual([1, 2]);
  });

  it("leads to the free courts out of view, and scrolls by itself only when no court in view is free", () => {
    const ids = [1, 2, 3, 4, 5];
    expect(offscreenFree(ids, [4, 5], (id) => id === 5)).toEqual({ free: [5], onlyOffscreen: true });
    expect(offscreenFree(ids, [4, 5], (id) => id === 5 || id === 2)).toEqual({
      free: [5],
      onlyOffscreen: false,
    });
    expect(offscreenFree(ids, [4, 5], (id) => id === 1)).toEqual({ free: [], onlyOffscreen: false });
  });
});
