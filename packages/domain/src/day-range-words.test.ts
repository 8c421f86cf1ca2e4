import { describe, expect, it } from "vitest";
import { dayRangeWords } from "./day-range-words";

describe("dayRangeWords", () => {
  it.each([
    [{ startDate: "2026-11-28", endDate: "2026-11-28" }, "el sábado 28 de noviembre"],
    [{ startDate: "2026-11-23", endDate: "2026-11-29" }, "del lunes 23 al domingo 29 de noviembre"],
    [{ startDate: "2026-10-26", endDate: "2026-11-01" }, "del lunes 26 de octubre al domingo 1 de noviembre"],
    [{ startDate: "2026-03-01", endDate: "2026-03-31" }, "del domingo 1 al martes 31 de marzo"],
    [{ startDate: "2025-03-01", endDate: "2025-03-31" }, "del sábado 1 al lunes 31 de marzo de 2025"],
    [
      { startDate: "2025-12-29", endDate: "2026-01-04" },
      "del lunes 29 de diciembre de 2025 al domingo 4 de enero de 2026",
    ],
    [{ startDate: "2025-11-28", endDate: "2025-11-28" }, "el viernes 28 de noviembre de 2025"],
  ])("says %o as %s", (range, words) => {
    expect(dayRangeWords(range, "2026")).toBe(words);
  });
});
