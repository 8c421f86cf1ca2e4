import { describe, expect, it } from "vitest";
import { longDateText } from "./date-words";

describe("longDateText", () => {
  it("writes the calendar day in Spanish words, capitalised", () => {
    expect(longDateText("2026-11-23")).toBe("Lunes, 23 de noviembre de 2026");
    expect(longDateText("2026-09-06")).toBe("Domingo, 6 de septiembre de 2026");
  });
});
