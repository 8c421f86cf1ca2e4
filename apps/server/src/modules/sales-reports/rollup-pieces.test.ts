import { describe, expect, it } from "vitest";
import { clockStretches, hourOfDayPieces, localDayPieces, piecesOf } from "./rollup-pieces";

const at = (iso: string) => new Date(iso);
const stretch = (from: string, to: string) => ({ from: at(from), to: at(to) });
const piece = (span: string, from: string, to: string) => ({ span, ...stretch(from, to) });

describe("the pieces a window is read in", () => {
  it("reads whole months, days and hours from the rollup and the minutes at either end raw", () => {
    expect(piecesOf(stretch("2026-03-31T03:20:00Z", "2026-06-02T04:10:00Z"))).toEqual({
      rollup: [
        piece("hour", "2026-03-31T04:00:00Z", "2026-04-01T00:00:00Z"),
        piece("hour", "2026-06-02T00:00:00Z", "2026-06-02T04:00:00Z"),
        piece("day", "2026-06-01T00:00:00Z", "2026-06-02T00:00:00Z"),
        piece("month", "2026-04-01T00:00:00Z", "2026-06-01T00:00:00Z"),
      ],
      raw: [
        stretch("2026-03-31T03:20:00Z", "2026-03-31T04:00:00Z"),
        stretch("2026-06-02T04:00:00Z", "2026-06-02T04:10:00Z"),
      ],
    });
  });

  it("reads no month inside a short window", () => {
    expect(piecesOf(stretch("2026-11-01T03:00:00Z", "2026-11-03T03:00:00Z"))).toEqual({
      rollup: [
        piece("hour", "2026-11-01T03:00:00Z", "2026-11-02T00:00:00Z"),
        piece("hour", "2026-11-03T00:00:00Z", "2026-11-03T03:00:00Z"),
        piece("day", "2026-11-02T00:00:00Z", "2026-11-03T00:00:00Z"),
      ],
      raw: [],
    });
  });

  it("reads a window inside one hour raw", () => {
    const w = stretch("2026-11-06T12:15:00Z", "2026-11-06T12:45:00Z");
    expect(piecesOf(w)).toEqual({ rollup: [], raw: [w] });
  });

  it("reads the club's whole days as dates, across a clock change, and the parts of days at either end raw", () => {
    // Chile skips 00:00–00:59 on 06-09-2026: that day starts at 01:00 (04:00 UTC).
    const days = stretch("2026-09-05T04:00:00Z", "2026-09-08T03:00:00Z");
    expect(localDayPieces(days, "America/Santiago")).toEqual({
      rollup: [piece("local_day", "2026-09-05T00:00:00Z", "2026-09-08T00:00:00Z")],
      raw: [],
    });
    expect(
      localDayPieces(stretch("2026-09-05T10:00:00Z", "2026-09-07T12:00:00Z"), "America/Santiago"),
    ).toEqual({
      rollup: [piece("local_day", "2026-09-06T00:00:00Z", "2026-09-07T00:00:00Z")],
      raw: [
        stretch("2026-09-05T10:00:00Z", "2026-09-06T04:00:00Z"),
        stretch("2026-09-07T03:00:00Z", "2026-09-07T12:00:00Z"),
      ],
    });
    const lessThanADay = stretch("2026-09-05T10:00:00Z", "2026-09-06T10:00:00Z");
    expect(localDayPieces(lessThanADay, "America/Santiago")).toEqual({ rollup: [], raw: [lessThanADay] });
  });

  it("cuts a window where the zone's clock changes, to the hour, and knows the zones off whole hours", () => {
    const year = stretch("2026-01-01T00:00:00Z", "2027-01-01T00:00:00Z");
    // Chile: back to -4 at 24:00 on 04-04-2026 (03:00 UTC), forward to -3 at 00:00 on 06-09-2026 (04:00 UTC).
    expect(clockStretches(year, "America/Santiago")).toEqual([
      { ...stretch("2026-01-01T00:00:00Z", "2026-04-05T03:00:00Z"), offset: -3 },
      { ...stretch("2026-04-05T03:00:00Z", "2026-09-06T04:00:00Z"), offset: -4 },
      { ...stretch("2026-09-06T04:00:00Z", "2027-01-01T00:00:00Z"), offset: -3 },
    ]);
    expect(clockStretches(year, "UTC")).toEqual([{ ...year, offset: 0 }]);
    const week = stretch("2026-11-02T03:00:00Z", "2026-11-09T03:00:00Z");
    expect(clockStretches(week, "Europe/Madrid")).toEqual([{ ...week, offset: 1 }]);
    expect(clockStretches(year, "Asia/Kolkata")).toBeNull();
    // Lord Howe is +10:30 in winter and +11 in summer.
    expect(clockStretches(year, "Australia/Lord_Howe")).toBeNull();
  });

  it("reads the hours of the day of whole months on one clock offset, and hours elsewhere", () => {
    const w = stretch("2026-02-15T03:00:00Z", "2026-06-01T04:00:00Z");
    const stretches = clockStretches(w, "America/Santiago") ?? [];
    expect(hourOfDayPieces(w, stretches).rollup).toEqual([
      piece("hour", "2026-02-15T03:00:00Z", "2026-02-16T00:00:00Z"),
      piece("hour", "2026-06-01T00:00:00Z", "2026-06-01T04:00:00Z"),
      piece("hour", "2026-02-16T00:00:00Z", "2026-03-01T00:00:00Z"),
      piece("month_hour", "2026-03-01T00:00:00Z", "2026-04-01T00:00:00Z"),
      // The clock goes back on 05-04 at 03:00 UTC.
      piece("hour", "2026-04-01T00:00:00Z", "2026-05-01T00:00:00Z"),
      piece("month_hour", "2026-05-01T00:00:00Z", "2026-06-01T00:00:00Z"),
    ]);
  });
});
