import { describe, expect, it } from "vitest";
import {
  addDays,
  dayClock,
  firstShowing,
  isIsoDate,
  isoWeekday,
  localDateTime,
  localTimeOn,
  localToday,
  resolveLocalTime,
} from "./local-time";

const SCL = "America/Santiago";
const at = (iso: string) => new Date(iso);

describe("calendar days", () => {
  it("accepts only real YYYY-MM-DD days", () => {
    expect(isIsoDate("2026-02-28")).toBe(true);
    expect(isIsoDate("2028-02-29")).toBe(true);
    for (const bad of ["2026-02-29", "2026-13-01", "2026-1-01", "26-01-01", "2026-01-01T00:00", ""]) {
      expect(isIsoDate(bad), bad).toBe(false);
    }
  });

  it("adds days across months and years, and names ISO weekdays", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(isoWeekday("2026-09-06")).toBe(7);
    expect(isoWeekday("2026-09-07")).toBe(1);
    expect(isoWeekday("2026-04-04")).toBe(6);
  });

  it("takes today from the club's clock, not UTC", () => {
    expect(localToday(at("2026-11-24T02:30:00Z"), SCL)).toBe("2026-11-23");
    expect(localToday(at("2026-11-24T03:00:00Z"), SCL)).toBe("2026-11-24");
  });
});

describe("resolveLocalTime on an ordinary day", () => {
  it("gives one instant, in summer (UTC-3) and winter (UTC-4)", () => {
    expect(resolveLocalTime("2026-01-15", 9 * 60, SCL)).toEqual({
      kind: "single",
      instant: at("2026-01-15T12:00:00Z"),
    });
    expect(resolveLocalTime("2026-07-15", 23 * 60 + 30, SCL)).toEqual({
      kind: "single",
      instant: at("2026-07-16T03:30:00Z"),
    });
  });

  it("reads 24:00 as the next day's midnight", () => {
    expect(firstShowing(resolveLocalTime("2026-07-15", 1440, SCL))).toEqual(at("2026-07-16T04:00:00Z"));
  });

  it("round-trips through localDateTime", () => {
    const instant = firstShowing(resolveLocalTime("2026-10-10", 18 * 60 + 45, SCL));
    expect(localDateTime(instant, SCL)).toEqual({ date: "2026-10-10", minutes: 18 * 60 + 45 });
  });
});

// Chile's rules (tzdata): clocks go back at 03:00 UTC on the first Sunday of April (2026-04-05), so the
// Saturday 2026-04-04 has 25 hours with 23:00–23:59 twice; they go forward at 04:00 UTC on the first
// Sunday of September, so 2026-09-06 has 23 hours and 00:00–00:59 never shows.
describe("the 25-hour day, 2026-04-04 (clocks go back at midnight)", () => {
  it("shows 23:30 twice, an hour apart", () => {
    expect(resolveLocalTime("2026-04-04", 23 * 60 + 30, SCL)).toEqual({
      kind: "repeated",
      first: at("2026-04-05T02:30:00Z"),
      second: at("2026-04-05T03:30:00Z"),
    });
  });

  it("has 25 hours from its midnight to the next", () => {
    const start = firstShowing(resolveLocalTime("2026-04-04", 0, SCL));
    const end = firstShowing(resolveLocalTime("2026-04-04", 1440, SCL));
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(25);
    expect(firstShowing(resolveLocalTime("2026-04-05", 0, SCL))).toEqual(end);
  });

  it("leaves the Sunday after an ordinary 24-hour day at UTC-4", () => {
    expect(resolveLocalTime("2026-04-05", 10 * 60, SCL)).toEqual({
      kind: "single",
      instant: at("2026-04-05T14:00:00Z"),
    });
  });
});

describe("the 23-hour day, 2026-09-06 (clocks go forward at midnight)", () => {
  it("never shows 00:30: the clock jumps from 23:59 of the day before to 01:00", () => {
    expect(resolveLocalTime("2026-09-06", 30, SCL)).toEqual({
      kind: "skipped",
      clockJumpsAt: at("2026-09-06T04:00:00Z"),
      alignedAt: at("2026-09-06T03:30:00Z"),
    });
    expect(localDateTime(at("2026-09-06T04:00:00Z"), SCL)).toEqual({ date: "2026-09-06", minutes: 60 });
  });

  it("has 23 hours, and its ordinary hours are at UTC-3", () => {
    const start = firstShowing(resolveLocalTime("2026-09-06", 0, SCL));
    const end = firstShowing(resolveLocalTime("2026-09-06", 1440, SCL));
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(23);
    expect(resolveLocalTime("2026-09-06", 60, SCL)).toEqual({
      kind: "single",
      instant: at("2026-09-06T04:00:00Z"),
    });
    expect(resolveLocalTime("2026-09-06", 20 * 60, SCL)).toEqual({
      kind: "single",
      instant: at("2026-09-06T23:00:00Z"),
    });
  });

  it("reads the Saturday before at UTC-4 up to its midnight", () => {
    expect(firstShowing(resolveLocalTime("2026-09-05", 1440, SCL))).toEqual(at("2026-09-06T04:00:00Z"));
  });
});

describe("localTimeOn", () => {
  it("writes the booking's day times, and its end at midnight as 24:00", () => {
    expect(localTimeOn("2026-07-15", at("2026-07-15T22:30:00Z"), SCL)).toBe("18:30");
    expect(localTimeOn("2026-07-15", at("2026-07-16T04:00:00Z"), SCL)).toBe("24:00");
    expect(localTimeOn("2026-04-04", at("2026-04-05T03:30:00Z"), SCL)).toBe("23:30");
    // The Saturday before the clocks skip midnight ends at the instant the Sunday's clock shows 01:00.
    expect(localTimeOn("2026-09-05", at("2026-09-06T04:00:00Z"), SCL)).toBe("24:00");
    expect(localTimeOn("2026-09-06", at("2026-09-06T04:00:00Z"), SCL)).toBe("01:00");
  });
});

describe("dayClock", () => {
  // Ordinary days, both of Chile's changes and the days around them, and zones far east and west.
  const days: [string, string][] = [
    ["2026-01-15", SCL],
    ["2026-04-03", SCL],
    ["2026-04-04", SCL],
    ["2026-04-05", SCL],
    ["2026-09-05", SCL],
    ["2026-09-06", SCL],
    ["2026-09-07", SCL],
    ["2026-03-29", "Europe/Madrid"],
    ["2026-11-01", "America/Los_Angeles"],
    ["2026-06-30", "Pacific/Kiritimati"],
    ["2026-04-05", "Australia/Lord_Howe"],
  ];

  it.each(days)("resolves every time of %s (%s) as resolveLocalTime does", (date, zone) => {
    const clock = dayClock(date, zone);
    for (let minutes = 0; minutes <= 1440; minutes += 5) {
      expect(clock.resolve(minutes), `${minutes}`).toEqual(resolveLocalTime(date, minutes, zone));
    }
  });

  it.each(days)("names every instant around %s (%s) as localTimeOn does", (date, zone) => {
    const clock = dayClock(date, zone);
    const from = firstShowing(resolveLocalTime(date, 0, zone)).getTime() - 2 * 3_600_000;
    for (let t = from; t < from + 28 * 3_600_000; t += 7 * 60_000 + 1_000) {
      expect(clock.timeOf(new Date(t)), new Date(t).toISOString()).toBe(localTimeOn(date, new Date(t), zone));
    }
    const end = firstShowing(resolveLocalTime(date, 1440, zone));
    expect(clock.timeOf(end)).toBe(localTimeOn(date, end, zone));
  });
});
