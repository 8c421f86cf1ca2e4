import { describe, expect, it } from "vitest";
import { paidStatus, receptionCharge } from "./booking-payments";

describe("receptionCharge", () => {
  it("takes the share of the price minus what was paid", () => {
    expect(receptionCharge(20000, 50, 0)).toBe(10000);
    expect(receptionCharge(20000, 100, 0)).toBe(20000);
    expect(receptionCharge(20000, 100, 10000)).toBe(10000);
  });

  it("rounds half of an odd price up to whole pesos", () => {
    expect(receptionCharge(15001, 50, 0)).toBe(7501);
    expect(receptionCharge(15001, 100, 7501)).toBe(7500);
  });

  it("leaves nothing to take once the share is paid", () => {
    expect(receptionCharge(20000, 50, 10000)).toBe(0);
    expect(receptionCharge(20000, 100, 20000)).toBe(0);
    expect(receptionCharge(20000, 50, 20000)).toBeLessThan(0);
  });
});

describe("paidStatus", () => {
  it("is p50 Abonado for half and p100 Pagado for all", () => {
    expect(paidStatus(50)).toBe("p50");
    expect(paidStatus(100)).toBe("p100");
  });
});
