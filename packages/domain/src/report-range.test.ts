import { describe, expect, it } from "vitest";
import { periodRange, rangeDays } from "./report-range";

describe("periodRange", () => {
  it("gives the whole day, ISO week, month and year that hold today", () => {
    expect(periodRange("day", "2026-11-24")).toEqual({ startDate: "2026-11-24", endDate: "2026-11-24" });
    // 2026-11-24 is a Tuesday; its week runs Monday 23 to Sunday 29.
    expect(periodRange("week", "2026-11-24")).toEqual({ startDate: "2026-11-23", endDate: "2026-11-29" });
    expect(periodRange("week", "2026-11-29")).toEqual({ startDate: "2026-11-23", endDate: "2026-11-29" });
    expect(periodRange("month", "2026-11-24")).toEqual({ startDate: "2026-11-01", endDate: "2026-11-30" });
    expect(periodRange("month", "2028-02-10")).toEqual({ startDate: "2028-02-01", endDate: "2028-02-29" });
    expect(periodRange("month", "2026-12-31")).toEqual({ startDate: "2026-12-01", endDate: "2026-12-31" });
    expect(periodRange("year", "2026-11-24")).toEqual({ startDate: "2026-01-01", endDate: "2026-12-31" });
  });

  it("counts the days of a range with both ends", () => {
    expect(rangeDays({ startDate: "2026-01-01", endDate: "2026-01-01" })).toBe(1);
    expect(rangeDays({ startDate: "2028-01-01", endDate: "2028-12-31" })).toBe(366);
    // Days of the calendar, not 24-hour spans: the clock change in between does not matter.
    expect(rangeDays({ startDate: "2026-04-01", endDate: "2026-04-30" })).toBe(30);
  });
});
