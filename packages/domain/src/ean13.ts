/**
 * The check digit of an EAN-13 barcode from its first 12 digits: weights 1 and 3 alternate from the
 * left, and the digit brings the weighted sum up to a multiple of 10.
 */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12))
    throw new RangeError(`An EAN-13 needs 12 digits before its check: ${first12}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** Whether the text is a whole EAN-13 (13 digits) whose last digit checks the others. */
export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}
