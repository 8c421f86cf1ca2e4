import { describe, expect, it } from "vitest";
import { BOOKING_DURATIONS, durationText, isBookingDuration } from "./booking-durations";

describe("isBookingDuration", () => {
  it("accepts only the offered durations", () => {
    expect(BOOKING_DURATIONS).toEqual([10, 15, 30, 45, 60, 90, 120]);
    for (const d of BOOKING_DURATIONS) expect(isBookingDuration(d)).toBe(true);
    for (const d of [0, 20, 75, 180, 60.5, "60"]) expect(isBookingDuration(d)).toBe(false);
  });
});

describe("durationText", () => {
  it("writes hours and minutes short, as a booking line shows them", () => {
    expect(durationText(10)).toBe("10 min");
    expect(durationText(30)).toBe("30 min");
    expect(durationText(60)).toBe("1 h");
    expect(durationText(90)).toBe("1 h 30 min");
    expect(durationText(120)).toBe("2 h");
    expect(durationText(150)).toBe("2 h 30 min");
  });

  it("has no plural to get wrong", () => {
    expect(durationText(1)).toBe("1 min");
    expect(durationText(61)).toBe("1 h 1 min");
    expect(durationText(0)).toBe("0 min");
  });

  it("rejects negative or fractional minutes", () => {
    expect(() => durationText(-10)).toThrow(RangeError);
    expect(() => durationText(12.5)).toThrow(RangeError);
  });
});
