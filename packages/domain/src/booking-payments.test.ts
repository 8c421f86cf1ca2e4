import { describe, expect, it } from "vitest";
import { bookingTakesPayment, paidStatus, receptionCharge, statusAfterRefund } from "./booking-payments";

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

describe("statusAfterRefund", () => {
  it("gives back the status before the sale when the money still paid covers the same share", () => {
    expect(statusAfterRefund(20000, 0, { status: "p0", percentage: 0 })).toEqual({
      status: "p0",
      percentage: 0,
    });
    expect(statusAfterRefund(20000, 0, { status: "pr", percentage: 0 })).toEqual({
      status: "pr",
      percentage: 0,
    });
    expect(statusAfterRefund(20000, 10000, { status: "p50", percentage: 50 })).toEqual({
      status: "p50",
      percentage: 50,
    });
    // Staff marked a half-paid booking Reservado: it stays so.
    expect(statusAfterRefund(20000, 10000, { status: "pr", percentage: 50 })).toEqual({
      status: "pr",
      percentage: 50,
    });
  });

  it("follows the money still paid when other payments came in after the sale", () => {
    // Sale paid half, reception the other half, the sale is cancelled: half is still paid.
    expect(statusAfterRefund(20000, 10000, { status: "p0", percentage: 0 })).toEqual({
      status: "p50",
      percentage: 50,
    });
    // A sale that took a p50 booking to p100 is cancelled after the first half's sale was cancelled too.
    expect(statusAfterRefund(20000, 0, { status: "p50", percentage: 50 })).toEqual({
      status: "p0",
      percentage: 0,
    });
    expect(statusAfterRefund(20001, 10001, { status: "p0", percentage: 0 })).toEqual({
      status: "p50",
      percentage: 50,
    });
    expect(statusAfterRefund(20000, 20000, { status: "p0", percentage: 0 })).toEqual({
      status: "p100",
      percentage: 100,
    });
  });
});

describe("bookingTakesPayment", () => {
  it("charges matches and classes, never a maintenance nor a blocked court", () => {
    expect(bookingTakesPayment("p0", "match")).toBe(true);
    expect(bookingTakesPayment("pc", "class")).toBe(true);
    expect(bookingTakesPayment("pb", "maintenance")).toBe(false);
    expect(bookingTakesPayment("p0", "maintenance")).toBe(false);
    expect(bookingTakesPayment("pb", "match")).toBe(false);
  });
});
