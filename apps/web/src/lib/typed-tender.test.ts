import { describe, expect, it } from "vitest";
import { readTypedTender } from "./typed-tender";

const typed = (
  amounts: Partial<Record<"cash" | "debit" | "credit" | "transfer", string>>,
  cashReceived = "",
) => ({
  amounts: { cash: "", debit: "", credit: "", transfer: "", ...amounts },
  cashReceived,
});

describe("readTypedTender", () => {
  it("words each problem of the domain's rule once, on the form's field", () => {
    expect(readTypedTender({ total: 10_000, ...typed({ cash: "4.000" }, "3.000") }).errors).toEqual({
      total: "Falta asignar $6.000",
      cashReceived: "El efectivo recibido no alcanza para la parte en efectivo ($4.000)",
    });
    expect(readTypedTender({ total: 10_000, ...typed({ debit: "12.000" }) }).errors).toEqual({
      total: "Los pagos superan el total en $2.000",
    });
  });

  it("keeps an unreadable cash received's own message over the rule's", () => {
    expect(readTypedTender({ total: 1_000, ...typed({ cash: "1.000" }, "1,5") }).errors).toEqual({
      cashReceived: "Los montos en pesos son enteros, sin decimales",
    });
  });

  it("lets a cash received left over from a cash part that is gone count for nothing", () => {
    const read = readTypedTender({ total: 5_000, ...typed({ debit: "5.000" }, "10.000") });
    expect(read.errors).toEqual({});
    expect(read.cashReceived).toBeNull();
    expect(read.change).toBe(0);
  });

  it("gives the change only once the tender can be charged", () => {
    expect(readTypedTender({ total: 8_990, ...typed({ cash: "8.990" }, "10.000") }).change).toBe(1_010);
    expect(readTypedTender({ total: 9_990, ...typed({ cash: "8.990" }, "10.000") }).change).toBe(0);
  });
});
