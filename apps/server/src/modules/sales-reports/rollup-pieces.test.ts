import { describe, expect, it } from "vitest";
import { piecesOf, wholeHourZone } from "./rollup-pieces";

const at = (iso: string) => new Date(iso);
const stretch = (from: string, to: string) => ({ from: at(from), to: at(to) });
const piece = (span: string, from: string, to: string) => ({ span, ...stretch(from, to) });

describe("the pieces a window is read in", () => {
  it("reads whole months, days and hours from the rollup and the minutes at either end raw", () => {
    expect(piecesOf(stretch("2026-03-31T03:20:00Z", "2026-06-02T04:10:00Z"), true)).toEqual({
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

  it("reads hours only for a report by the club's clock, and no month inside a short window", () => {
    expect(piecesOf(stretch("2026-11-01T03:00:00Z", "2026-11-03T03:00:00Z"), false)).toEqual({
      rollup: [piece("hour", "2026-11-01T03:00:00Z", "2026-11-03T03:00:00Z")],
      raw: [],
    });
    expect(piecesOf(stretch("2026-11-01T03:00:00Z", "2026-11-03T03:00:00Z"), true)).toEqual({
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
    expect(piecesOf(w, true)).toEqual({ rollup: [], raw: [w] });
  });

  it("knows the zones whose clock is whole hours from UTC", () => {
    const year = stretch("2026-01-01T00:00:00Z", "2027-01-01T00:00:00Z");
    expect(wholeHourZone(year, "America/Santiago")).toBe(true);
    expect(wholeHourZone(year, "Asia/Kolkata")).toBe(false);
    // Lord Howe is +10:30 in winter and +11 in summer.
    expect(wholeHourZone(year, "Australia/Lord_Howe")).toBe(false);
  });
});
