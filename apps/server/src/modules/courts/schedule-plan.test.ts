import { describe, expect, it } from "vitest";
import type { ScheduleSpan } from "./court-input";
import { planScheduleChanges } from "./schedule-plan";

const span = (
  weekday: number,
  startMinute: number,
  endMinute: number,
  band: ScheduleSpan["band"] = "peak",
) => ({
  weekday,
  startMinute,
  endMinute,
  slotMinutes: 30,
  band,
});

describe("planScheduleChanges", () => {
  it("narrows kept spans to their shared hours before widening them, so swaps never overlap", () => {
    const stored = [
      { id: 1, ...span(1, 480, 1080, "off_peak") },
      { id: 2, ...span(1, 1080, 1380) },
    ];
    const plan = planScheduleChanges(stored, [
      { id: 2, ...span(1, 1020, 1380) },
      { id: 1, ...span(1, 480, 1020, "off_peak") },
    ]);
    expect(plan).toEqual({
      deleteIds: [],
      narrow: [
        { id: 2, ...span(1, 1080, 1380) },
        { id: 1, ...span(1, 480, 1020, "off_peak") },
      ],
      update: [
        { id: 2, ...span(1, 1020, 1380) },
        { id: 1, ...span(1, 480, 1020, "off_peak") },
      ],
      insert: [],
    });
  });

  it("treats a span moved to other hours or another day as new, and deletes the ones left out", () => {
    const stored = [
      { id: 1, ...span(1, 480, 720) },
      { id: 2, ...span(2, 480, 720) },
      { id: 3, ...span(3, 480, 720) },
    ];
    const plan = planScheduleChanges(stored, [
      { id: 1, ...span(1, 800, 900) },
      { id: 2, ...span(4, 480, 720) },
      span(5, 0, 1440),
    ]);
    expect(plan.deleteIds).toEqual([1, 2, 3]);
    expect(plan.narrow).toEqual([]);
    expect(plan.insert).toEqual([span(1, 800, 900), span(4, 480, 720), span(5, 0, 1440)]);
  });
});
