import { describe, expect, it } from "vitest";
import { scheduleSummary, slotLengths } from "./schedule-summary";

const span = (
  weekday: number,
  start_time: string,
  end_time: string,
  band: "peak" | "off_peak" = "off_peak",
) => ({
  id: weekday * 10 + Number(start_time.slice(0, 2)),
  weekday,
  start_time,
  end_time,
  slot_minutes: 30,
  band,
});

describe("scheduleSummary", () => {
  it("joins consecutive weekdays with the same hours and leaves closed days out", () => {
    const week = [1, 2, 3, 4, 5].flatMap((d) => [
      span(d, "08:00", "18:00"),
      span(d, "18:00", "23:00", "peak"),
    ]);
    expect(scheduleSummary([...week, span(7, "09:00", "14:00")])).toEqual([
      { days: "Lun–Vie", hours: "08:00–18:00 valle, 18:00–23:00 punta" },
      { days: "Dom", hours: "09:00–14:00 valle" },
    ]);
  });

  it("says nothing for a court without hours", () => {
    expect(scheduleSummary([])).toEqual([]);
    expect(slotLengths([])).toBe("—");
  });

  it("lists the slot lengths in use", () => {
    expect(slotLengths([span(1, "08:00", "09:00"), { ...span(2, "08:00", "09:00"), slot_minutes: 60 }])).toBe(
      "30 y 60 min",
    );
  });
});
