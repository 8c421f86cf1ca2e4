import { describe, expect, it } from "vitest";
import { initialTender, paymentFields, summarizeTender, type Tender } from "./tender";

const tender = (amounts: Partial<Tender["amounts"]>, cashReceived = ""): Tender => ({
  amounts: { cash: "", debit: "", credit: "", transfer: "", ...amounts },
  cashReceived,
});

describe("tender", () => {
  it("starts with the whole total in cash, written the es-CL way", () => {
    expect(initialTender(13_500).amounts).toEqual({ cash: "13.500", debit: "", credit: "", transfer: "" });
    expect(summarizeTender(13_500, initialTender(13_500)).errors).toEqual({});
  });

  it("splits cash and debit and gives the change of the cash received", () => {
    const summary = summarizeTender(23_500, tender({ cash: "10.000", debit: "13.500" }, "20.000"));
    expect(summary.errors).toEqual({});
    expect(summary.change).toBe(10_000);
    expect(paymentFields(summary)).toEqual({
      order_payments: [
        { method: "cash", amount: 10_000 },
        { method: "debit", amount: 13_500 },
      ],
      order_cash_received: 20_000,
    });
  });

  it("sends no cash received when it is exactly the cash part", () => {
    const summary = summarizeTender(5000, tender({ cash: "5000" }));
    expect(summary.change).toBe(0);
    expect(paymentFields(summary)).toEqual({ order_payments: [{ method: "cash", amount: 5000 }] });
  });

  it("refuses amounts that do not add up and cash received below the cash part", () => {
    expect(summarizeTender(10_000, tender({ cash: "5.000" })).errors.total).toBe("Falta asignar $5.000");
    expect(summarizeTender(10_000, tender({ cash: "5.000", credit: "6.000" })).errors.total).toBe(
      "Los pagos superan el total en $1.000",
    );
    expect(summarizeTender(10_000, tender({ cash: "10.000" }, "9.000")).errors.cashReceived).toBe(
      "El efectivo recibido no alcanza para la parte en efectivo ($10.000)",
    );
    expect(summarizeTender(10_000, tender({ cash: "10.000,5" })).errors.cash).toBe(
      "Los montos en pesos son enteros, sin decimales",
    );
  });
});
