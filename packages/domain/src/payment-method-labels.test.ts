import { describe, expect, it } from "vitest";
import { paymentMethodLabel } from "./payment-method-labels";

describe("paymentMethodLabel", () => {
  it("reads a known method in Spanish and an unknown one as it came", () => {
    expect(paymentMethodLabel("debit")).toBe("Débito");
    expect(paymentMethodLabel("cheque")).toBe("cheque");
  });
});
