import { describe, expect, it } from "vitest";
import { mayHaveMissed } from "./use-live-updates";

const ready = (quietMs: number) => JSON.stringify({ quiet_ms: quietMs });

describe("whether a stream that opens may have missed a change", () => {
  const loadedAt = 1_000_000;
  const now = loadedAt + 2500;

  it("has not when the club was quiet since well before the screen loaded", () => {
    expect(mayHaveMissed(ready(60_000), loadedAt, now)).toBe(false);
  });

  it("may have when the last change came after the load, or within the margin before it", () => {
    expect(mayHaveMissed(ready(1000), loadedAt, now)).toBe(true);
    expect(mayHaveMissed(ready(3000), loadedAt, now)).toBe(true);
    expect(mayHaveMissed(ready(3501), loadedAt, now)).toBe(false);
  });

  it("may have when the first event says nothing readable", () => {
    expect(mayHaveMissed("{}", loadedAt, now)).toBe(true);
    expect(mayHaveMissed("no es json", loadedAt, now)).toBe(true);
  });
});
