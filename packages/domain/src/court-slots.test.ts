import { describe, expect, it } from "vitest";
import { courtSlots, placeBooking } from "./court-slots";
import { dayClock, localTimeOn } from "./local-time";

const SCL = "America/Santiago";
const span = (startMinute: number, endMinute: number, slotMinutes = 30, band = "off_peak") => ({
  startMinute,
  endMinute,
  slotMinutes,
  band,
});
const labels = (date: string, spans: ReturnType<typeof span>[]) =>
  courtSlots(dayClock(date, SCL), spans).map(
    (s) => `${localTimeOn(date, s.start, SCL)}-${localTimeOn(date, s.end, SCL)}`,
  );

describe("courtSlots", () => {
  it("cuts each span into slots in time order, dropping a tail shorter than a slot", () => {
    expect(labels("2026-11-24", [span(1080, 1200, 60, "peak"), span(480, 600, 45)])).toEqual([
      "08:00-08:45",
      "08:45-09:30",
      "18:00-19:00",
      "19:00-20:00",
    ]);
  });

  it("has no slots in the hour that never shows (2026-09-06, 23 hours)", () => {
    expect(labels("2026-09-06", [span(0, 120)])).toEqual(["01:00-01:30", "01:30-02:00"]);
    // A span starting inside the skipped hour keeps the usual boundaries after the jump.
    expect(labels("2026-09-06", [span(45, 120, 30)])).toEqual(["01:15-01:45"]);
    const [first] = courtSlots(dayClock("2026-09-06", SCL), [span(0, 120)]);
    expect(first?.start).toEqual(new Date("2026-09-06T04:00:00Z"));
  });

  it("repeats the hour that shows twice (2026-04-04, 25 hours)", () => {
    const slots = courtSlots(dayClock("2026-04-04", SCL), [span(1320, 1440, 60)]);
    expect(slots.map((s) => `${localTimeOn("2026-04-04", s.start, SCL)}`)).toEqual([
      "22:00",
      "23:00",
      "23:00",
    ]);
    expect(slots.map((s) => s.start.toISOString())).toEqual([
      "2026-04-05T01:00:00.000Z",
      "2026-04-05T02:00:00.000Z",
      "2026-04-05T03:00:00.000Z",
    ]);
    expect(slots.at(-1)?.end).toEqual(new Date("2026-04-05T04:00:00Z"));
  });

  it("keeps ordinary hours on ordinary instants on both change days", () => {
    const [sept] = courtSlots(dayClock("2026-09-06", SCL), [span(600, 660, 60)]);
    expect(sept?.start).toEqual(new Date("2026-09-06T13:00:00Z"));
    const [april] = courtSlots(dayClock("2026-04-05", SCL), [span(600, 660, 60)]);
    expect(april?.start).toEqual(new Date("2026-04-05T14:00:00Z"));
  });
});

describe("placeBooking", () => {
  const spans = [span(480, 1080, 30, "off_peak"), span(1080, 1380, 60, "peak")];
  const slots = courtSlots(dayClock("2026-11-24", SCL), spans);
  const local = (hhmm: string) => new Date(`2026-11-24T${hhmm}:00-03:00`);

  it("takes the band of the span the booking starts in, and may run into the next span", () => {
    expect(placeBooking(slots, local("17:30"), 90)).toEqual({
      ok: true,
      span: spans[0],
      end: local("19:00"),
    });
    expect(placeBooking(slots, local("21:00"), 120)).toMatchObject({ ok: true, span: spans[1] });
  });

  it("refuses a start off the slot boundaries or outside the spans", () => {
    expect(placeBooking(slots, local("08:10"), 60)).toEqual({ ok: false, reason: "not_a_slot" });
    expect(placeBooking(slots, local("18:30"), 60)).toEqual({ ok: false, reason: "not_a_slot" });
    expect(placeBooking(slots, local("07:00"), 60)).toEqual({ ok: false, reason: "not_a_slot" });
  });

  it("lets staff start anywhere inside a slot, still inside the opening hours", () => {
    const staff = { anyMinute: true };
    expect(placeBooking(slots, local("08:10"), 60, staff)).toEqual({
      ok: true,
      span: spans[0],
      end: local("09:10"),
    });
    expect(placeBooking(slots, local("18:30"), 60, staff)).toMatchObject({ ok: true, span: spans[1] });
    expect(placeBooking(slots, local("07:50"), 60, staff)).toEqual({ ok: false, reason: "not_a_slot" });
    expect(placeBooking(slots, local("22:15"), 60, staff)).toEqual({ ok: false, reason: "past_closing" });
  });

  it("refuses a booking that ends after closing or across a break", () => {
    expect(placeBooking(slots, local("22:00"), 90)).toEqual({ ok: false, reason: "past_closing" });
    const broken = courtSlots(dayClock("2026-11-24", SCL), [span(480, 600), span(660, 720)]);
    expect(placeBooking(broken, local("09:30"), 60)).toEqual({ ok: false, reason: "past_closing" });
    expect(placeBooking(broken, local("09:00"), 60)).toMatchObject({ ok: true });
  });
});
