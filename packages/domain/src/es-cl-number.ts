import { WHOLE_QUANTITIES_MESSAGE } from "./item-quantities";
import { QUANTITY_DECIMALS } from "./stock";

/** What a typed number may be: how many decimals it carries and whether it may be negative. */
export interface NumberRule {
  readonly decimals: number;
  readonly negative: boolean;
  /** Why a finer value is refused, in the words of what the number is (never rounded). */
  readonly tooPrecise: string;
}

/** Chilean pesos have no minor unit: "1.990,5" is refused, not rounded. */
export const PESOS_RULE: NumberRule = {
  decimals: 0,
  negative: false,
  tooPrecise: "Los montos en pesos son enteros, sin decimales",
};

/** A stock quantity: whole for items sold by unit, up to 3 decimals (1,250 kg) for bulk ones. */
export function quantityRule(bulk: boolean, negative = false): NumberRule {
  return bulk
    ? { decimals: QUANTITY_DECIMALS, negative, tooPrecise: `Usa como máximo ${QUANTITY_DECIMALS} decimales` }
    : { decimals: 0, negative, tooPrecise: WHOLE_QUANTITIES_MESSAGE };
}

/** An empty text reads as `null`; a text the rule cannot hold gives the reason, in Spanish. */
export type EsClNumber = { value: number | null; error?: undefined } | { value?: undefined; error: string };

// es-CL writes 1.990,5: a dot groups thousands (in threes), a comma starts the decimals.
const SHAPE = /^(-?)(\d[\d.]*)(?:,(\d*))?$/;
const WHOLE_PART = /^(?:\d+|\d{1,3}(?:\.\d{3})+)$/;
// Beyond this, a number no longer holds every digit exactly.
const LARGEST = 1e15;

/** Reads a number as a person in Chile types it: "1,5", "1.990", "$ 1.990", "-3". */
export function parseEsClNumber(text: string, rule: NumberRule): EsClNumber {
  const compact = text
    .trim()
    .replace(/^\$\s*/, "")
    .replace(/\s+/g, "");
  if (compact === "") return { value: null };
  const match = SHAPE.exec(compact);
  if (!match) return { error: `Escribe un número, por ejemplo ${rule.decimals > 0 ? "1,5" : "1.990"}` };
  const [, sign, whole = "", fraction] = match;
  if (!WHOLE_PART.test(whole)) {
    return { error: "Separa los miles con punto (1.990) y los decimales con coma (1,5)" };
  }
  if (sign && !rule.negative) return { error: "No puede ser negativo" };
  if (fraction !== undefined && (rule.decimals === 0 || fraction.length > rule.decimals)) {
    return { error: rule.tooPrecise };
  }
  const value = Number(`${sign}${whole.replaceAll(".", "")}.${fraction || "0"}`);
  if (Math.abs(value) >= LARGEST) return { error: "El número es demasiado grande" };
  // "-0" is plain 0.
  return { value: value === 0 ? 0 : value };
}

const WHOLE_TEXT = /^-?(?:\d+|\d{1,3}(?:\.\d{3})+)$/;

/**
 * While a person types or deletes digits at the end of a whole number, its thousands stay grouped:
 * "4.500" and then "0" gives "45.000". A typed dot or comma is left as typed ("199." may be a
 * decimal typed the wrong way, and must not silently become 1.995).
 */
export function regroupWhileTyping(previous: string, next: string): string {
  const grew = next.length === previous.length + 1 && next.startsWith(previous);
  const shrank = next.length === previous.length - 1 && previous.startsWith(next);
  const changed = grew ? next.at(-1) : previous.at(-1);
  if (!(grew || shrank) || !/\d/.test(changed ?? "") || !WHOLE_TEXT.test(previous)) return next;
  const digits = next.replaceAll(".", "");
  // Longer ones are refused when read; here they are left alone.
  if (!/^-?\d{1,15}$/.test(digits)) return next;
  return formatEsClNumber(Number(digits), PESOS_RULE);
}

const formatters = new Map<number, Intl.NumberFormat>();

/** A number as es-CL shows it, with at most the rule's decimals: 1990.5 gives "1.990,5". */
export function formatEsClNumber(value: number, rule: NumberRule): string {
  let formatter = formatters.get(rule.decimals);
  if (!formatter) {
    formatter = new Intl.NumberFormat("es-CL", { maximumFractionDigits: rule.decimals });
    formatters.set(rule.decimals, formatter);
  }
  return formatter.format(value);
}
