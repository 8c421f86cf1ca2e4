import { describe, expect, it } from "vitest";
import { sentAtText } from "./relative-time";

const now = new Date("2024-05-20T15:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const s = 1000;
const min = 60 * s;
const h = 60 * min;
const d = 24 * h;

describe("sentAtText", () => {
  it("says a few seconds under 45 seconds", () => {
    expect(sentAtText(now, now)).toBe("hace unos segundos");
    expect(sentAtText(ago(44 * s), now)).toBe("hace unos segundos");
    expect(sentAtText(new Date(now.getTime() + 5 * s), now)).toBe("hace unos segundos");
  });

  it("counts minutes", () => {
    expect(sentAtText(ago(45 * s), now)).toBe("hace 1 minuto");
    expect(sentAtText(ago(90 * s), now)).toBe("hace 1 minuto");
    expect(sentAtText(ago(5 * min), now)).toBe("hace 5 minutos");
    expect(sentAtText(ago(59 * min + 59 * s), now)).toBe("hace 59 minutos");
  });

  it("counts hours", () => {
    expect(sentAtText(ago(h), now)).toBe("hace 1 hora");
    expect(sentAtText(ago(3 * h + 20 * min), now)).toBe("hace 3 horas");
    expect(sentAtText(ago(23 * h), now)).toBe("hace 23 horas");
  });

  it("counts days up to 29", () => {
    expect(sentAtText(ago(d), now)).toBe("hace 1 día");
    expect(sentAtText(ago(2 * d + 5 * h), now)).toBe("hace 2 días");
    expect(sentAtText(ago(29 * d), now)).toBe("hace 29 días");
  });

  it("shows the es-CL date from 30 days on", () => {
    expect(sentAtText(ago(30 * d), now, "UTC")).toBe("20-04-2024");
    expect(sentAtText(new Date("2024-01-05T12:00:00Z"), now, "UTC")).toBe("05-01-2024");
  });

  it("uses the given time zone for the date", () => {
    // 02:00 UTC on 5 Jan is still 4 Jan in Santiago (UTC-3 in summer).
    expect(sentAtText(new Date("2024-01-05T02:00:00Z"), now, "America/Santiago")).toBe("04-01-2024");
  });

  it("rejects invalid dates", () => {
    expect(() => sentAtText(new Date("nope"), now)).toThrow(RangeError);
  });
});
