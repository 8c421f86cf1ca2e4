import { describe, expect, it } from "vitest";
import { bucketKeys, daysIn, periodStart, previousDays, reportDays, scopeOf } from "./report-range";

describe("report days on the club's calendar", () => {
  it("starts weeks on Monday, months on the 1st and years on 1 January", () => {
    expect(periodStart("2026-11-29", "week")).toBe("2026-11-23"); // a Sunday
    expect(periodStart("2026-11-23", "week")).toBe("2026-11-23");
    expect(periodStart("2026-11-29", "month")).toBe("2026-11-01");
    expect(periodStart("2026-11-29", "year")).toBe("2026-01-01");
    expect(periodStart("2026-11-29", "day")).toBe("2026-11-29");
  });

  it("reads the current period up to today, or the days asked for", () => {
    expect(reportDays({ period: "week" }, "2026-11-25")).toEqual({
      period: "week",
      startDate: "2026-11-23",
      endDate: "2026-11-25",
    });
    expect(reportDays({}, "2026-11-25")).toMatchObject({ period: "month", startDate: "2026-11-01" });
    expect(reportDays({ startDate: "2026-01-05", endDate: "2026-02-01" }, "2026-11-25")).toEqual({
      period: "day",
      startDate: "2026-01-05",
      endDate: "2026-02-01",
    });
  });

  it("compares with as many days from the start of the previous period, never past its end", () => {
    const march = { period: "month" as const, startDate: "2026-03-01", endDate: "2026-03-31" };
    expect(previousDays(march, true)).toMatchObject({ startDate: "2026-02-01", endDate: "2026-02-28" });
    const soFar = { period: "month" as const, startDate: "2026-11-01", endDate: "2026-11-20" };
    expect(previousDays(soFar, true)).toMatchObject({ startDate: "2026-10-01", endDate: "2026-10-20" });
    const range = { period: "day" as const, startDate: "2026-11-03", endDate: "2026-11-04" };
    expect(previousDays(range, false)).toMatchObject({ startDate: "2026-11-01", endDate: "2026-11-02" });
    expect(daysIn(range)).toBe(2);
  });

  it("compares a range of whole months with as many calendar months before it", () => {
    const october = { period: "day" as const, startDate: "2026-10-01", endDate: "2026-10-31" };
    expect(previousDays(october, false)).toMatchObject({ startDate: "2026-09-01", endDate: "2026-09-30" });
    const march = { period: "day" as const, startDate: "2028-03-01", endDate: "2028-03-31" };
    expect(previousDays(march, false)).toMatchObject({ startDate: "2028-02-01", endDate: "2028-02-29" });
    const quarter = { period: "day" as const, startDate: "2026-01-01", endDate: "2026-03-31" };
    expect(previousDays(quarter, false)).toMatchObject({ startDate: "2025-10-01", endDate: "2025-12-31" });
    const notWhole = { period: "day" as const, startDate: "2026-10-01", endDate: "2026-10-20" };
    expect(previousDays(notWhole, false)).toMatchObject({ startDate: "2026-09-11", endDate: "2026-09-30" });
  });

  it("lists every bucket of the range, the first one where the range starts", () => {
    const days = { period: "week" as const, startDate: "2026-11-01", endDate: "2026-11-10" };
    expect(bucketKeys(days, "week")).toEqual(["2026-10-26", "2026-11-02", "2026-11-09"]);
    expect(bucketKeys(days, "month")).toEqual(["2026-11-01"]);
    expect(bucketKeys(days, "day")).toHaveLength(10);
  });

  it("bounds the days by the instants their clock first shows, across the clock changes", () => {
    const april = scopeOf(
      { period: "day", startDate: "2026-04-04", endDate: "2026-04-04" },
      1,
      "America/Santiago",
    );
    expect(april.from.toISOString()).toBe("2026-04-04T03:00:00.000Z");
    expect(april.to.toISOString()).toBe("2026-04-05T04:00:00.000Z"); // 25 hours
    const september = scopeOf(
      { period: "day", startDate: "2026-09-06", endDate: "2026-09-06" },
      1,
      "America/Santiago",
    );
    expect(september.from.toISOString()).toBe("2026-09-06T04:00:00.000Z");
    expect(september.to.toISOString()).toBe("2026-09-07T03:00:00.000Z"); // 23 hours
  });
});
