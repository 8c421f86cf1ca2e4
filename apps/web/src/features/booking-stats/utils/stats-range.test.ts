import { describe, expect, it } from "vitest";
import { statsQuery } from "./stats-range";

describe("statsQuery", () => {
  const none = { from: null, to: null };
  it("asks the server for this week or month, and the last 90 days as a range", () => {
    expect(statsQuery("semana", "2026-11-24", none)).toEqual({ query: { period: "week" } });
    expect(statsQuery("mes", "2026-11-24", none)).toEqual({ query: { period: "month" } });
    expect(statsQuery("90-dias", "2026-11-24", none)).toEqual({
      query: { start_date: "2026-08-27", end_date: "2026-11-24" },
    });
  });

  it("says what is wrong with a range before asking", () => {
    expect(statsQuery("rango", "2026-11-24", { from: "2026-11-01", to: null })).toHaveProperty("problem");
    expect(statsQuery("rango", "2026-11-24", { from: "2026-11-02", to: "2026-11-01" })).toEqual({
      problem: "«Hasta» debe ser igual o posterior a «Desde».",
    });
    expect(statsQuery("rango", "2026-11-24", { from: "2025-01-01", to: "2026-11-01" })).toEqual({
      problem: "El rango puede tener hasta 366 días.",
    });
    expect(statsQuery("rango", "2026-11-24", { from: "2026-11-01", to: "2026-11-07" })).toEqual({
      query: { start_date: "2026-11-01", end_date: "2026-11-07" },
    });
  });
});
