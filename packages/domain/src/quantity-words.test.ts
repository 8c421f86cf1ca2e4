import { describe, expect, it } from "vitest";
import { countText, remainingText, stockText } from "./quantity-words";

describe("quantity words", () => {
  it("makes the noun agree with the count", () => {
    expect(countText(1, "producto", "productos")).toBe("1 producto");
    expect(countText(0, "producto", "productos")).toBe("0 productos");
    expect(countText(1200, "producto", "productos")).toBe("1.200 productos");
  });

  it("says a stock in units with the word and in bulk with the unit symbol", () => {
    expect(stockText(1)).toBe("1 unidad");
    expect(stockText(3)).toBe("3 unidades");
    expect(stockText(-1)).toBe("-1 unidades");
    expect(stockText(1.5, "kg")).toBe("1,5 kg");
  });

  it("makes the verb agree: queda 1, quedan the rest", () => {
    expect(remainingText(1)).toBe("queda 1 unidad");
    expect(remainingText(3)).toBe("quedan 3 unidades");
    expect(remainingText(0)).toBe("quedan 0 unidades");
    expect(remainingText(1, "kg")).toBe("queda 1 kg");
    expect(remainingText(0.5, "kg")).toBe("quedan 0,5 kg");
  });
});
