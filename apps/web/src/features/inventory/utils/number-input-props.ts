/** Whole Chilean pesos as people in Chile write them: $ 12.990. */
export const AMOUNT_INPUT_PROPS = {
  leftSection: "$",
  thousandSeparator: ".",
  decimalSeparator: ",",
  allowDecimal: false,
  allowNegative: false,
  min: 0,
  max: 2_000_000_000,
  hideControls: true,
  inputMode: "numeric",
} as const;

/** Stock figures: whole for items sold by unit, up to 3 decimals (1,250 kg) for bulk ones. */
export function quantityInputProps(bulk: boolean, allowNegative = false) {
  return {
    thousandSeparator: ".",
    decimalSeparator: ",",
    allowDecimal: bulk,
    decimalScale: 3,
    allowNegative,
    hideControls: true,
    inputMode: bulk ? "decimal" : "numeric",
  } as const;
}

/** A NumberInput's value ("" when empty) as a number, or undefined when empty. */
export function numberOrUndefined(value: number | string): number | undefined {
  if (value === "" || value === null) return undefined;
  const number = typeof value === "number" ? value : Number(value);
  return Number.isFinite(number) ? number : undefined;
}
