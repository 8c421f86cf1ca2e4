import { describe, expect, it } from "vitest";
import { dateFormatter, isoDayWords, numberFormatter } from "./intl-formatters";

describe("Intl formatters", () => {
  it("builds one per locale and options, and formats as Intl does", () => {
    const clp = numberFormatter("es-CL", { style: "currency", currency: "CLP" });
    expect(numberFormatter("es-CL", { style: "currency", currency: "CLP" })).toBe(clp);
    expect(numberFormatter("es-CL", { maximumFractionDigits: 3 })).not.toBe(clp);
    expect(clp.format(1990)).toBe("$1.990");
    const day = dateFormatter("es-CL", { day: "numeric", month: "long", timeZone: "UTC" });
    expect(dateFormatter("es-CL", { day: "numeric", month: "long", timeZone: "UTC" })).toBe(day);
    expect(day.format(new Date("2026-11-23T12:00:00Z"))).toBe("23 de noviembre");
  });
});

describe("isoDayWords", () => {
  it("names the calendar day itself, not the instant in the device's zone", () => {
    expect(isoDayWords("2026-11-23", { weekday: "long", day: "numeric", month: "long" })).toBe(
      "lunes, 23 de noviembre",
    );
  });
});
