import { describe, expect, it } from "vitest";
import { makeBooking } from "../test/fixtures";
import { bookingIcs, icsFileName } from "./booking-ics";

describe("bookingIcs", () => {
  it("writes the start and end in UTC from the club's clock (Chile in summer is UTC-3)", () => {
    const ics = bookingIcs(makeBooking({ date: "2026-11-24", start_time: "19:00", duration_int: 90 }));
    expect(ics).toContain("DTSTART:20261124T220000Z");
    expect(ics).toContain("DTEND:20261124T233000Z");
    expect(ics).toContain("SUMMARY:Pádel: Cancha 1");
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });

  it("uses winter time (UTC-4) in July and names the file after the day", () => {
    const booking = makeBooking({ date: "2026-07-10", start_time: "09:30", duration_int: 60 });
    expect(bookingIcs(booking)).toContain("DTSTART:20260710T133000Z");
    expect(icsFileName(booking)).toBe("reserva-2026-07-10-0930.ics");
  });
});
