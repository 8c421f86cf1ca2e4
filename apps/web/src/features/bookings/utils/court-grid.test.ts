import { describe, expect, it } from "vitest";
import { makeCourt, slots } from "../test/fixtures";
import { bookableStarts, cellState, endTime, gridTimes, takenText } from "./court-grid";

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
