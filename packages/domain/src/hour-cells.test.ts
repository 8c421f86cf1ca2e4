import { describe, expect, it } from "vitest";
import { HOUR_CELLS, hourCellsOf, percentOf, spreadOverHourCells } from "./hour-cells";
import { firstShowing, resolveLocalTime } from "./local-time";

const ZONE = "America/Santiago";
const at = (date: string, minutes: number) => firstShowing(resolveLocalTime(date, minutes, ZONE)).getTime();
const cell = (weekday: number, hour: number) => (weekday - 1) * 24 + hour;

describe("hour cells on the club's clock", () => {
  it("spreads a span over its weekday and hours, a cell per local hour", () => {
    const cells = new Array<number>(HOUR_CELLS).fill(0);
    // Tuesday 2026-11-24, 08:30 to 10:15.
    spreadOverHourCells(cells, hourCellsOf(ZONE), at("2026-11-24", 510), at("2026-11-24", 615));
    expect(cells[cell(2, 8)]).toBe(30);
    expect(cells[cell(2, 9)]).toBe(60);
    expect(cells[cell(2, 10)]).toBe(15);
    expect(cells.reduce((a, b) => a + b, 0)).toBe(105);
  });

  it("crosses midnight into the next weekday", () => {
    const cells = new Array<number>(HOUR_CELLS).fill(0);
    spreadOverHourCells(cells, hourCellsOf(ZONE), at("2026-11-29", 23 * 60), at("2026-11-30", 60));
    expect(cells[cell(7, 23)]).toBe(60);
    expect(cells[cell(1, 0)]).toBe(60);
  });

  it("gives 23:00 its two real hours the day the clock goes back, and nothing to the skipped hour", () => {
    const cells = new Array<number>(HOUR_CELLS).fill(0);
    const cellOf = hourCellsOf(ZONE);
    // Saturday 2026-04-04 from 22:00 to 24:00 lasts three real hours: 23:00–23:59 shows twice.
    spreadOverHourCells(cells, cellOf, at("2026-04-04", 22 * 60), at("2026-04-04", 1440));
    expect(cells[cell(6, 22)]).toBe(60);
    expect(cells[cell(6, 23)]).toBe(120);
    // Sunday 2026-09-06 from 00:00 to 02:00 lasts one real hour: 00:00–00:59 never shows.
    spreadOverHourCells(cells, cellOf, at("2026-09-06", 0), at("2026-09-06", 120));
    expect(cells[cell(7, 0)]).toBe(0);
    expect(cells[cell(7, 1)]).toBe(60);
  });

  it("says a part of a whole in percent with one decimal", () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(0, 0)).toBeNull();
    expect(percentOf(90, 60)).toBe(150);
  });
});
