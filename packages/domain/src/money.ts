import { numberFormatter } from "./intl-formatters";

/** CLP has no minor unit, so amounts are whole pesos. */
export function isClpAmount(n: unknown): n is number {
  return typeof n === "number" && Number.isSafeInteger(n) && n >= 0;
}

export function formatClp(amount: number): string {
  return numberFormatter("es-CL", { style: "currency", currency: "CLP" }).format(amount);
}

// Thousands may be grouped with dots or (non-breaking) spaces, but one kind per amount.
const GROUPED = /^\d{1,3}([. \u00a0\u202f])\d{3}(?:\1\d{3})*$/;
const PLAIN = /^\d+$/;

/**
 * Parses user-typed pesos ("45000", "45.000", "$45.000", " 45 000 ").
 * Returns null for empty, negative, non-numeric or decimal input ("45,5").
 */
export function parseClp(input: string): number | null {
  const digits = input.trim().replace(/^\$\s*/, "");
  if (!PLAIN.test(digits) && !GROUPED.test(digits)) return null;
  const amount = Number(digits.replace(/\D/g, ""));
  return isClpAmount(amount) ? amount : null;
}
