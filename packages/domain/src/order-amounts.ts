import { QUANTITY_DECIMALS } from "./stock";

const THOUSANDTHS = 10n ** BigInt(QUANTITY_DECIMALS);

/**
 * What an item line costs: the sell price (whole pesos per unit, or per kg, gr or lt for a bulk item)
 * times the quantity (up to 3 decimals), rounded to whole pesos with halves up: 0,125 kg at $990 is
 * $123,75, charged $124; at $1.000 it is $125 exactly. Worked out in integers (thousandths of a unit),
 * never in floating point, so the same line always costs the same.
 */
export function itemLineAmount(sellPrice: number, quantity: number): number {
  if (!Number.isSafeInteger(sellPrice) || sellPrice < 0)
    throw new RangeError(`Precio inválido: ${sellPrice}`);
  const thousandths = BigInt(Math.round(quantity * Number(THOUSANDTHS)));
  if (Number(thousandths) / Number(THOUSANDTHS) !== quantity || thousandths < 0n) {
    throw new RangeError(`Cantidad con más de ${QUANTITY_DECIMALS} decimales: ${quantity}`);
  }
  const exact = BigInt(sellPrice) * thousandths;
  return Number((exact * 2n + THOUSANDTHS) / (2n * THOUSANDTHS));
}

/**
 * The largest amount an order (or one of its lines, or the cash handed over) may reach: a hundred million
 * pesos, far above any sale at a club's counter, so that a register session's sums (PostgreSQL integers,
 * up to 2,147,483,647) cannot overflow from a price typed with too many zeros.
 */
export const MAX_ORDER_AMOUNT = 100_000_000;
