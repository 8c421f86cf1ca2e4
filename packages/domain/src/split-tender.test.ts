import { describe, expect, it } from "vitest";
import { MAX_ORDER_AMOUNT } from "./order-amounts";
import { checkSplitTender, tenderCashPart } from "./split-tender";

describe("checkSplitTender", () => {
  it("gives the change of the cash handed over, on the cash part only", () => {
    const parts = [
      { method: "cash", amount: 7_990 },
      { method: "debit", amount: 15_000 },
    ];
    expect(checkSplitTender({ total: 22_990, parts, cashReceived: 10_000 })).toEqual({
      ok: true,
      cashPart: 7_990,
      cashReceived: 10_000,
      change: 2_010,
    });
  });

  it("takes the cash part as handed over when no cash received is given", () => {
    expect(checkSplitTender({ total: 5_000, parts: [{ method: "cash", amount: 5_000 }] })).toEqual({
      ok: true,
      cashPart: 5_000,
      cashReceived: 5_000,
      change: 0,
    });
    expect(checkSplitTender({ total: 5_000, parts: [{ method: "credit", amount: 5_000 }] })).toMatchObject({
      ok: true,
      cashPart: 0,
      change: 0,
    });
  });

  it("refuses parts that fall short of the total or go past it, with both sums", () => {
    expect(checkSplitTender({ total: 3_000, parts: [{ method: "cash", amount: 1_000 }] })).toEqual({
      ok: false,
      problems: [{ code: "parts_short", field: "parts", paid: 1_000, total: 3_000 }],
    });
    expect(checkSplitTender({ total: 3_000, parts: [{ method: "credit", amount: 4_000 }] })).toEqual({
      ok: false,
      problems: [{ code: "parts_over", field: "parts", paid: 4_000, total: 3_000 }],
    });
    expect(checkSplitTender({ total: 1_000, parts: [] })).toMatchObject({
      problems: [{ code: "parts_short", paid: 0 }],
    });
  });

  it("refuses cash received below the cash part, or without one, or beyond any sale", () => {
    const cash = [{ method: "cash", amount: 3_000 }];
    expect(checkSplitTender({ total: 3_000, parts: cash, cashReceived: 2_999 })).toEqual({
      ok: false,
      problems: [{ code: "cash_received_short", field: "cashReceived", cashPart: 3_000 }],
    });
    expect(
      checkSplitTender({ total: 3_000, parts: [{ method: "debit", amount: 3_000 }], cashReceived: 5_000 }),
    ).toEqual({ ok: false, problems: [{ code: "cash_received_without_cash_part", field: "cashReceived" }] });
    expect(checkSplitTender({ total: 3_000, parts: cash, cashReceived: MAX_ORDER_AMOUNT })).toMatchObject({
      ok: true,
    });
    expect(checkSplitTender({ total: 3_000, parts: cash, cashReceived: MAX_ORDER_AMOUNT + 1 })).toEqual({
      ok: false,
      problems: [{ code: "cash_received_too_large", field: "cashReceived" }],
    });
  });

  it("names every problem at once, one per field", () => {
    const check = checkSplitTender({
      total: 10_000,
      parts: [{ method: "cash", amount: 4_000 }],
      cashReceived: 1_000,
    });
    expect(check.ok ? [] : check.problems.map((p) => p.code)).toEqual(["parts_short", "cash_received_short"]);
  });
});

describe("tenderCashPart", () => {
  it("is the cash part's amount, zero without one", () => {
    expect(
      tenderCashPart([
        { method: "debit", amount: 1 },
        { method: "cash", amount: 2 },
      ]),
    ).toBe(2);
    expect(tenderCashPart([{ method: "debit", amount: 1 }])).toBe(0);
  });
});
