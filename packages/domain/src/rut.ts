const RUT_BODY_MAX_DIGITS = 8;
const PLAIN_BODY = /^\d{1,8}$/;
const DOTTED_BODY = /^\d{1,3}(?:\.\d{3})+$/;

/** Chilean "módulo 11" check digit for the numeric part of a RUT. */
export function rutCheckDigit(body: string): string {
  if (!/^\d+$/.test(body)) {
    throw new RangeError(`RUT body must contain only digits: "${body}"`);
  }
  let sum = 0;
  let weight = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    sum += Number(body[i]) * weight;
    weight = weight === 7 ? 2 : weight + 1;
  }
  const result = 11 - (sum % 11);
  if (result === 11) return "0";
  if (result === 10) return "K";
  return String(result);
}

/**
 * Returns the canonical `12345678-5` form (no dots, no leading zeros, uppercase K), or null when the
 * input does not have the RUT shape or its number is zero. The check digit is NOT verified here.
 * Dots are only accepted as correctly placed thousands separators. One person has one canonical form,
 * so `00000001-9` and `1-9` are the same identity, and `0-0` is nobody.
 */
export function normalizeRut(input: string): string | null {
  const match = /^([\d.]+)-([\dkK])$/.exec(input.trim());
  if (!match) return null;
  const [, rawBody = "", rawDigit = ""] = match;
  if (!PLAIN_BODY.test(rawBody) && !DOTTED_BODY.test(rawBody)) return null;
  const body = rawBody.replaceAll(".", "").replace(/^0+/, "");
  if (body === "" || body.length > RUT_BODY_MAX_DIGITS) return null;
  return `${body}-${rawDigit.toUpperCase()}`;
}

export function isValidRut(input: string): boolean {
  const rut = normalizeRut(input);
  if (rut === null) return false;
  const [body = "", digit = ""] = rut.split("-");
  return rutCheckDigit(body) === digit;
}

/** `12345678-5` → `12.345.678-5`; null when the input does not have the RUT shape. */
export function formatRut(rut: string): string | null {
  const normalized = normalizeRut(rut);
  if (normalized === null) return null;
  const [body = "", digit = ""] = normalized.split("-");
  return `${body.replace(/\B(?=(\d{3})+$)/g, ".")}-${digit}`;
}
