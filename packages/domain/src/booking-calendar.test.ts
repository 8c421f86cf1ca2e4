import { describe, expect, it } from "vitest";
import { bookingCalendar, bookingCalendarFileName } from "./booking-calendar";

const booking = {
  id: 42,
  start: new Date("2026-04-05T02:00:00Z"),
  end: new Date("2026-04-05T03:00:00Z"),
  courtName: "Cancha 1, techada",
  clubName: "Club Demo Padel",
  durationText: "1 h",
};

describe("bookingCalendar", () => {
  it("writes one published event with UTC instants, escaped texts and the booking's id as UID", () => {
    const ics = bookingCalendar(booking, new Date("2026-04-01T12:00:00Z"));
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain("METHOD:PUBLISH\r\n");
    expect(ics).toContain("UID:reserva-42@club-padel\r\n");
    expect(ics).toContain("DTSTAMP:20260401T120000Z\r\n");
    expect(ics).toContain("DTSTART:20260405T020000Z\r\n");
    expect(ics).toContain("DTEND:20260405T030000Z\r\n");
    expect(ics).toContain("SUMMARY:Pádel: Cancha 1\\, techada\r\n");
    expect(ics).toContain("LOCATION:Club Demo Padel\r\n");
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it("names the file after the club's day and start", () => {
    expect(bookingCalendarFileName("2026-04-04", "23:00")).toBe("reserva-2026-04-04-2300.ics");
  });
});
