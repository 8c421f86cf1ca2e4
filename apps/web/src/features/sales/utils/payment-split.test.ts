import { describe, expect, it } from "vitest";
import { emptyAmounts, readSplit } from "./payment-split";

const amounts = (typed: Partial<ReturnType<typeof emptyAmounts>>) => ({ ...emptyAmounts(), ...typed });

describe("readSplit", () => {
  it("splits the total by method and gives the change on the cash part", () => {
    const split = readSplit(
      { amounts: amounts({ cash: "7.990", debit: "15.000" }), cashReceived: "10.000" },
      22_990,
    );
    expect(split.payments).toEqual([
      { method: "cash", amount: 7_990 },
      { method: "debit", amount: 15_000 },
    ]);
    expect(split.remaining).toBe(0);
    expect(split.cashPart).toBe(7_990);
    expect(split.change).toBe(2_010);
    expect(split.errors).toEqual({});
  });

  it("says what is missing or too much, and refuses cash received below the cash part", () => {
    expect(readSplit({ amounts: amounts({ cash: "1.000" }), cashReceived: "" }, 3_000).errors).toEqual({
      total: "Falta asignar $2.000",
    });
    const over = readSplit({ amounts: amounts({ credit: "4.000" }), cashReceived: "" }, 3_000);
    expect(over.errors.total).toBe("Los pagos superan el total en $1.000");
    const short = readSplit({ amounts: amounts({ cash: "3.000" }), cashReceived: "2.000" }, 3_000);
    expect(short.errors.cashReceived).toBe(
      "El efectivo recibido no alcanza para la parte en efectivo ($3.000)",
    );
    expect(short.change).toBe(0);
  });

  it("reads amounts the es-CL way and explains the ones it cannot", () => {
    const split = readSplit(
      { amounts: amounts({ cash: "1,5", transfer: "2.000" }), cashReceived: "abc" },
      2_000,
    );
    expect(split.errors.cash).toBe("Los montos en pesos son enteros, sin decimales");
    expect(split.errors.cashReceived).toMatch(/Escribe un número/);
    expect(split.payments).toEqual([{ method: "transfer", amount: 2_000 }]);
  });
});
