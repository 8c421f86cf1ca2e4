import { describe, expect, it } from "vitest";
import {
  formatEsClNumber,
  PESOS_RULE,
  parseEsClNumber,
  quantityRule,
  regroupWhileTyping,
} from "./es-cl-number";
import { WHOLE_QUANTITIES_MESSAGE } from "./item-quantities";

const bulk = quantityRule(true);
const unit = quantityRule(false);

describe("parseEsClNumber", () => {
  it("reads the decimal comma and the thousands dot as es-CL writes them", () => {
    expect(parseEsClNumber("1,5", bulk)).toEqual({ value: 1.5 });
    expect(parseEsClNumber("1.990", PESOS_RULE)).toEqual({ value: 1990 });
    expect(parseEsClNumber("1.990,5", bulk)).toEqual({ value: 1990.5 });
    expect(parseEsClNumber("1.234.567,125", bulk)).toEqual({ value: 1234567.125 });
    expect(parseEsClNumber(" $ 45.000 ", PESOS_RULE)).toEqual({ value: 45000 });
    expect(parseEsClNumber("1990", PESOS_RULE)).toEqual({ value: 1990 });
    expect(parseEsClNumber("0,250", bulk)).toEqual({ value: 0.25 });
    expect(parseEsClNumber("2,", bulk)).toEqual({ value: 2 });
  });

  it("reads an empty text as no value", () => {
    expect(parseEsClNumber("", PESOS_RULE)).toEqual({ value: null });
    expect(parseEsClNumber("   ", unit)).toEqual({ value: null });
  });

  it("refuses decimals in pesos instead of dropping the comma or rounding", () => {
    expect(parseEsClNumber("1.990,5", PESOS_RULE)).toEqual({ error: PESOS_RULE.tooPrecise });
    expect(parseEsClNumber("1990,5", PESOS_RULE)).toEqual({ error: PESOS_RULE.tooPrecise });
    expect(parseEsClNumber("1990,", PESOS_RULE)).toEqual({ error: PESOS_RULE.tooPrecise });
  });

  it("keeps unit quantities whole and bulk ones to 3 decimals", () => {
    expect(parseEsClNumber("1,5", unit)).toEqual({ error: WHOLE_QUANTITIES_MESSAGE });
    expect(parseEsClNumber("1,2345", bulk)).toEqual({ error: "Usa como máximo 3 decimales" });
  });

  it("refuses what is not a number, with a Spanish reason", () => {
    expect(parseEsClNumber("abc", PESOS_RULE).error).toBe("Escribe un número, por ejemplo 1.990");
    expect(parseEsClNumber("abc", bulk).error).toBe("Escribe un número, por ejemplo 1,5");
    expect(parseEsClNumber("1,5,2", bulk).error).toMatch(/^Escribe un número/);
    expect(parseEsClNumber("1e3", PESOS_RULE).error).toMatch(/^Escribe un número/);
  });

  it("refuses a dot that does not group thousands, since it may mean a decimal", () => {
    const message = "Separa los miles con punto (1.990) y los decimales con coma (1,5)";
    expect(parseEsClNumber("1.5", bulk)).toEqual({ error: message });
    expect(parseEsClNumber("19.90", PESOS_RULE)).toEqual({ error: message });
    expect(parseEsClNumber("1990.000", PESOS_RULE)).toEqual({ error: message });
  });

  it("takes a minus sign only where the rule allows one", () => {
    expect(parseEsClNumber("-3", unit)).toEqual({ error: "No puede ser negativo" });
    expect(parseEsClNumber("-3", quantityRule(false, true))).toEqual({ value: -3 });
    expect(parseEsClNumber("-0", quantityRule(false, true))).toEqual({ value: 0 });
    expect(parseEsClNumber("-1,5", quantityRule(true, true))).toEqual({ value: -1.5 });
  });

  it("refuses numbers too large to hold exactly", () => {
    expect(parseEsClNumber("9.999.999.999.999.999", PESOS_RULE).error).toBe("El número es demasiado grande");
  });
});

describe("formatEsClNumber", () => {
  it("shows numbers as es-CL writes them, to the rule's decimals", () => {
    expect(formatEsClNumber(1990, PESOS_RULE)).toBe("1.990");
    expect(formatEsClNumber(2_000_000, PESOS_RULE)).toBe("2.000.000");
    expect(formatEsClNumber(1990.5, bulk)).toBe("1.990,5");
    expect(formatEsClNumber(0.125, bulk)).toBe("0,125");
    expect(formatEsClNumber(-3, unit)).toBe("-3");
  });

  it("reads back what it shows", () => {
    for (const value of [0, 7, 1990, 1990.5, 1234567.125]) {
      expect(parseEsClNumber(formatEsClNumber(value, bulk), bulk)).toEqual({ value });
    }
  });
});

describe("regroupWhileTyping", () => {
  it("keeps the thousands grouped as digits are typed or deleted at the end", () => {
    let text = "";
    for (const key of "45000") text = regroupWhileTyping(text, text + key);
    expect(text).toBe("45.000");
    expect(regroupWhileTyping("45.000", "45.00")).toBe("4.500");
    expect(regroupWhileTyping("1.000", "1.00")).toBe("100");
    expect(regroupWhileTyping("-4.500", "-4.5000")).toBe("-45.000");
  });

  it("leaves a typed dot, a comma and the decimals as typed", () => {
    expect(regroupWhileTyping("199", "199.")).toBe("199.");
    expect(regroupWhileTyping("199.", "199.5")).toBe("199.5");
    expect(regroupWhileTyping("1.990", "1.990,")).toBe("1.990,");
    expect(regroupWhileTyping("1.990,", "1.990,5")).toBe("1.990,5");
    expect(regroupWhileTyping("1", "1.")).toBe("1.");
  });

  it("leaves pasted or edited text alone until it is read", () => {
    expect(regroupWhileTyping("", "45000")).toBe("45000");
    expect(regroupWhileTyping("4.500", "40.500")).toBe("40.500");
    expect(regroupWhileTyping("abc", "abc1")).toBe("abc1");
  });
});
