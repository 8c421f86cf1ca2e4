import { describe, expect, it } from "vitest";
import { makeBooking } from "../../../test/booking-fixtures";
import { bookingIcsFile } from "./booking-ics";

describe("bookingIcsFile", () => {
  it("writes the start and end in UTC from the club's clock (Chile in summer is UTC-3)", async () => {
    const { content } = await bookingIcsFile(
      makeBooking({ date: "2026-11-24", start_time: "19:00", duration_int: 90 }),
    );
    expect(content).toContain("DTSTART:20261124T220000Z");
    expect(content).toContain("DTEND:20261124T233000Z");
    expect(content).toContain("SUMMARY:Pádel: Cancha 1");
    expect(content).toContain("METHOD:PUBLISH");
    expect(content).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });

  it("uses winter time (UTC-4) in July and names the file after the day", async () => {
    const booking = makeBooking({ date: "2026-07-10", start_time: "09:30", duration_int: 60 });
    const { content, fileName } = await bookingIcsFile(booking);
    expect(content).toContain("DTSTART:20260710T133000Z");
    expect(fileName).toBe("reserva-2026-07-10-0930.ics");
  });

  it("starts on the first showing of the hour on the 25-hour day (2026-04-04, 23:00 is UTC-3)", async () => {
    const booking = makeBooking({ date: "2026-04-04", start_time: "23:00", duration_int: 60 });
    const { content } = await bookingIcsFile(booking);
    expect(content).toContain("DTSTART:20260405T020000Z");
    expect(content).toContain("DTEND:20260405T030000Z");
  });
});
