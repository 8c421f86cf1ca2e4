import { describe, expect, it } from "vitest";
import { isValidTimeOfDay, minutesToTime, timeToMinutes } from "./time-of-day";

describe("isValidTimeOfDay", () => {
  it("accepts 00:00 to 23:59 and exactly 24:00", () => {
    for (const t of ["00:00", "07:05", "12:59", "19:30", "23:59", "24:00"]) {
      expect(isValidTimeOfDay(t)).toBe(true);
    }
  });

  it("rejects everything else", () => {
    for (const t of ["24:01", "7:00", "12:60", "", "25:00", "12:3", "12:30:00", " 12:30", "ab:cd"]) {
      expect(isValidTimeOfDay(t)).toBe(false);
    }
  });
});

describe("timeToMinutes", () => {
  it("converts to minutes since midnight", () => {
    expect(timeToMinutes("13:30")).toBe(810);
    expect(timeToMinutes("00:00")).toBe(0);
    expect(timeToMinutes("24:00")).toBe(1440);
  });

  it("throws on invalid times", () => {
    expect(() => timeToMinutes("7:00")).toThrow(RangeError);
  });
});

describe("minutesToTime", () => {
  it("formats minutes as HH:MM", () => {
    expect(minutesToTime(810)).toBe("13:30");
    expect(minutesToTime(0)).toBe("00:00");
    expect(minutesToTime(65)).toBe("01:05");
    expect(minutesToTime(1440)).toBe("24:00");
  });

  it("throws outside 0..1440 or for fractions", () => {
    expect(() => minutesToTime(-1)).toThrow(RangeError);
    expect(() => minutesToTime(1441)).toThrow(RangeError);
    expect(() => minutesToTime(1.5)).toThrow(RangeError);
  });
});
