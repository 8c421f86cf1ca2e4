import type { StaffBooking } from "@club/contract";
import { describe, expect, it } from "vitest";
import { axisLabels, type DaySlot, type GridColumn, openCells, rowSpan, timeAxis } from "./time-grid";

const slot = (start_time: string, end_time: string, available = true, status: DaySlot["status"] = null) =>
  ({ start_time, end_time, available, status, band: "peak" }) as DaySlot;
const booking = (start_time: string, end_time: string) => ({ id: 1, start_time, end_time }) as StaffBooking;

function column(slots: DaySlot[], bookings: StaffBooking[] = []): GridColumn {
  return {
    key: "1",
    label: "Cancha 1",
    courtId: 1,
    courtName: "Cancha 1",
    date: "2026-11-24",
    slots,
    bookings,
  };
}

describe("the time grid", () => {
  it("shares rows of the largest step every edge falls on, from the first start to the last end", () => {
    const a = column([slot("08:00", "08:30"), slot("08:30", "09:00")]);
    const b = column([slot("08:00", "09:00")], [booking("09:00", "10:30")]);
    const axis = timeAxis([a, b]);
    expect(axis).toEqual({ start: 480, step: 30, rows: 5 });
    if (!axis) return;
    expect(rowSpan(axis, "09:00", "10:30")).toEqual({ gridRowStart: 4, gridRowEnd: 7 });
    expect(axisLabels(axis).map((l) => l.time)).toEqual(["08:00", "08:30", "09:00", "09:30", "10:00"]);
  });

  it("takes a booking ending at midnight to the day's end", () => {
    const axis = timeAxis([column([slot("22:00", "23:00")], [booking("23:00", "00:00")])]);
    expect(axis).toEqual({ start: 1320, step: 60, rows: 2 });
  });

  it("has no rows for a day with neither slots nor bookings", () => {
    expect(timeAxis([column([])])).toBeNull();
  });

  it("shows free and gone-by slots, and leaves the booked ones to their booking", () => {
    const cells = openCells(
      column(
        [
          slot("08:00", "08:30", false),
          slot("08:30", "09:00"),
          slot("09:00", "09:30", false, "p0"),
          slot("09:30", "10:00"),
        ],
        [booking("09:00", "09:30")],
      ),
    );
    expect(cells.map((c) => [c.kind, c.slot.start_time])).toEqual([
      ["past", "08:00"],
      ["free", "08:30"],
      ["free", "09:30"],
    ]);
  });
});
