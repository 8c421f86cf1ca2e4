import { describe, expect, it } from "vitest";
import { expectedDrawerCash, registerBalances } from "./register-balances";

const NONE = {
  debit: 0,
  transfer: 0,
  credit: 0,
  cash: 0,
  cashBackend: 0,
  reservation: 0,
  cashIn: 0,
  cashOut: 0,
};

describe("registerBalances", () => {
  it("expects the opening cash plus cash sales plus cash taken at reception in the drawer", () => {
    const b = registerBalances(30000, { ...NONE, cash: 5000, cashBackend: 16000, debit: 8000 }, 50000);
    expect(b.expectedCash).toBe(51000);
    expect(b.cashDiff).toBe(-1000);
  });

  it("adds the cash put in and takes away the cash taken out of the drawer", () => {
    const b = registerBalances(30000, { ...NONE, cash: 5000, cashIn: 10000, cashOut: 12500 }, 32000);
    expect(b.expectedCash).toBe(30000 + 5000 + 10000 - 12500);
    expect(b.cashDiff).toBe(32000 - 32500);
  });

  it("leaves online reservations and card payments out of the drawer", () => {
    const takings = { ...NONE, reservation: 90000, debit: 1000, credit: 2000, transfer: 3000 };
    expect(expectedDrawerCash(20000, takings)).toBe(20000);
  });

  it("totals every balance by method, never the opening cash nor the cash movements", () => {
    const takings = {
      debit: 1,
      transfer: 20,
      credit: 300,
      cash: 4000,
      cashBackend: 50000,
      reservation: 600000,
      cashIn: 7000000,
      cashOut: 80000000,
    };
    expect(registerBalances(99999, takings, null)).toEqual({
      ...takings,
      total: 654321,
      expectedCash: 99999 + 4000 + 50000 + 7000000 - 80000000,
      cashDiff: null,
    });
  });

  it("nets refunds: a cash balance may go below zero when refunds exceed sales", () => {
    const b = registerBalances(10000, { ...NONE, cash: -4000 }, 6000);
    expect(b.expectedCash).toBe(6000);
    expect(b.cashDiff).toBe(0);
  });

  it("has no difference when the count matches, and none at all before counting", () => {
    expect(registerBalances(45000, NONE, 45000).cashDiff).toBe(0);
    expect(registerBalances(45000, NONE, null).cashDiff).toBeNull();
  });
});
