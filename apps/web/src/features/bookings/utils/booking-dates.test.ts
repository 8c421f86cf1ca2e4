import { describe, expect, it } from "vitest";
import { dateText } from "../../../lib/club-moments";
import { bookingDates, dayParts } from "./booking-dates";

describe("booking dates", () => {
  // 02:30 UTC on the 24th is still the 23rd in Santiago.
  const now = new Date("2026-11-24T02:30:00Z");

  it("starts the strip on the club's today and covers the window", () => {
    const dates = bookingDates(14, now);
    expect(dates[0]).toBe("2026-11-23");
    expect(dates).toHaveLength(15);
    expect(dates.at(-1)).toBe("2026-12-07");
    expect(bookingDates(0, now)).toEqual(["2026-11-23"]);
  });

  it("names the days in Spanish", () => {
    expect(dayParts("2026-11-23")).toEqual({ weekday: "lun", day: "23", month: "nov" });
    expect(dateText("2026-11-23", now)).toBe("Hoy, lunes, 23 de noviembre");
    expect(dateText("2026-11-24", now)).toBe("Mañana, martes, 24 de noviembre");
    expect(dateText("2026-11-26", now)).toBe("Jueves, 26 de noviembre");
  });
});
