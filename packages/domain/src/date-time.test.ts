import { describe, expect, it } from "vitest";
import { clubDateTimeParts } from "./date-time";

describe("clubDateTimeParts", () => {
  it("reads an instant on Santiago's wall clock in summer (UTC-3) and winter (UTC-4)", () => {
    expect(clubDateTimeParts(new Date("2026-01-15T12:05:09Z"), "America/Santiago")).toEqual({
      date: "15-01-2026",
      time: "09:05:09",
      timeWithoutSeconds: "09:05",
    });
    expect(clubDateTimeParts(new Date("2026-07-15T03:30:00Z"), "America/Santiago")).toEqual({
      date: "14-07-2026",
      time: "23:30:00",
      timeWithoutSeconds: "23:30",
    });
  });

  it("writes midnight as 00, not 24", () => {
    expect(clubDateTimeParts(new Date("2026-03-01T00:00:00Z"), "UTC").time).toBe("00:00:00");
  });
});
