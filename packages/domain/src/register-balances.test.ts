import { describe, expect, it } from "vitest";
import { registerBalances } from "./register-balances";

const NONE = { debit: 0, transfer: 0, credit: 0, cash: 0, cashBackend: 0, reservation: 0 };

describe("registerBalances", () => {
  it("expects the opening cash plus cash sales plus cash taken at reception in the drawer", () => {
    const b = registerBalances(30000, { ...NONE, cash: 5000, cashBackend: 16000, debit: 8000 }, 50000);
    expect(b.expectedCash).toBe(51000);
    expect(b.cashDiff).toBe(-1000);
  });

  it("totals every balance, never the opening cash", () => {
    const takings = {
      debit: 1,
      transfer: 20,
      credit: 300,
      cash: 4000,
      cashBackend: 50000,
      reservation: 600000,
    };
    expect(registerBalances(99999, takings, null)).toEqual({
      ...takings,
      total: 654321,
      expectedCash: 99999 + 4000 + 50000,
      cashDiff: null,
    });
  });

  it("has no difference when the count matches, and none at all before counting", () => {
    expect(registerBalances(45000, NONE, 45000).cashDiff).toBe(0);
    expect(registerBalances(45000, NONE, null).cashDiff).toBeNull();
  });
});
