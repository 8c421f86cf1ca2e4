import type { Court } from "@club/contract";
import { describe, expect, it } from "vitest";
import { courtData, courtFormValues, validateCourtForm } from "./court-form-values";

const court: Court = {
  id: 4,
  court_name: "Cancha 1",
  indoor: true,
  surface: "Césped",
  active: true,
  position: 0,
  schedules: [
    { id: 11, weekday: 1, start_time: "08:00", end_time: "18:00", slot_minutes: 30, band: "off_peak" },
    { id: 12, weekday: 2, start_time: "08:00", end_time: "18:00", slot_minutes: 30, band: "off_peak" },
    { id: 13, weekday: 1, start_time: "18:00", end_time: "23:00", slot_minutes: 30, band: "peak" },
  ],
  prices: [
    { band: "off_peak", duration_int: 60, price: 16000 },
    { band: "peak", duration_int: 60, price: 20000 },
    { band: "off_peak", duration_int: 90, price: 22000 },
  ],
};

describe("court form values", () => {
  it("groups spans with the same hours into one row and prices by duration, typed the es-CL way", () => {
    const values = courtFormValues(court);
    expect(values.schedules.map((r) => [r.weekdays, r.start_time, r.band, r.ids])).toEqual([
      [["1", "2"], "08:00", "off_peak", { 1: 11, 2: 12 }],
      [["1"], "18:00", "peak", { 1: 13 }],
    ]);
    expect(values.prices.map((r) => [r.duration_int, r.off_peak, r.peak])).toEqual([
      ["60", "16.000", "20.000"],
      ["90", "22.000", ""],
    ]);
  });

  it("sends one span per weekday with its saved id, prices read from '12.000', and maps server fields back", () => {
    const values = courtFormValues(court);
    values.schedules[0]?.weekdays.push("3");
    if (values.prices[1]) values.prices[1].peak = "30.000";
    const { data, formFieldOf } = courtData(values);
    expect(data.schedules?.map((s) => [s.weekday, s.id, s.start_time])).toEqual([
      [1, 11, "08:00"],
      [2, 12, "08:00"],
      [3, undefined, "08:00"],
      [1, 13, "18:00"],
    ]);
    expect(data.prices).toEqual([
      { band: "off_peak", duration_int: 60, price: 16000 },
      { band: "peak", duration_int: 60, price: 20000 },
      { band: "off_peak", duration_int: 90, price: 22000 },
      { band: "peak", duration_int: 90, price: 30000 },
    ]);
    expect(formFieldOf("data.schedules.3.end_time")).toBe("schedules.1.end_time");
    expect(formFieldOf("data.prices.3.price")).toBe("prices.1.peak");
    expect(formFieldOf("data.court_name")).toBe("court_name");
  });

  it("refuses prices with decimals, empty days and bad times before sending", () => {
    const values = courtFormValues(court);
    if (values.prices[0]) values.prices[0].off_peak = "16.000,5";
    if (values.schedules[1]) {
      values.schedules[1].weekdays = [];
      values.schedules[1].end_time = "25:00";
    }
    expect(validateCourtForm(values)).toEqual({
      "prices.0.off_peak": "Los montos en pesos son enteros, sin decimales",
      "schedules.1.weekdays": "Elige al menos un día",
      "schedules.1.end_time": "Usa HH:mm, por ejemplo 08:00",
    });
  });
});
