import {
  type BookingPaymentPercentage,
  itemLineAmount,
  MAX_ORDER_AMOUNT,
  measurementUnitShort,
  QUANTITY_DECIMALS,
  quantityToDecimal,
  wholeQuantityProblem,
} from "@club/domain";
import type { Tx } from "../../db/client";
import { badRequest, notFound } from "../../http/app-error";
import { owedForShare } from "../bookings/booking-charge";
import { lockClubBooking } from "../bookings/staff-bookings.repository";
import { saleItems } from "./order-lines.repository";
import type { BookingLineInsert, ItemLineInsert } from "./orders.repository";

export type ItemRequest = { itemId: number; quantity: number };
export type BookingRequest = { bookingId: number; percentage: BookingPaymentPercentage };

export const TOO_LARGE_MESSAGE = "El total de la venta es demasiado grande";
const SCALE = 10 ** QUANTITY_DECIMALS;
// As the contract bounds one quantity: the lines of one item added up stay within it too.
const MAX_QUANTITY = 1_000_000_000;

/** Where a line's problem is reported: the field of its first entry in the request. */
export const itemField = (index: number) => `data.order_items.${index}.quantity`;

/**
 * The item lines of a sale, priced by the server from each item as it is now: its sell price times the
 * quantity (itemLineAmount). The same item twice is one line, its quantities added (a product scanned
 * twice). Another club's item, a deleted or a missing one is 404; a fraction of an item sold by unit is
 * 400 on its quantity. Answers the lines by item id, with where each came in the request.
 */
export async function priceItemLines(
  tx: Tx,
  clubId: number,
  requests: ItemRequest[],
): Promise<{ lines: ItemLineInsert[]; indexOf: Map<number, number> }> {
  const thousandths = new Map<number, number>();
  const indexOf = new Map<number, number>();
  if (requests.length === 0) return { lines: [], indexOf };
  requests.forEach((r, index) => {
    if (!indexOf.has(r.itemId)) indexOf.set(r.itemId, index);
    thousandths.set(r.itemId, (thousandths.get(r.itemId) ?? 0) + Math.round(r.quantity * SCALE));
  });
  const found = new Map((await saleItems(tx, clubId, [...thousandths.keys()])).map((i) => [i.id, i]));
  const lines: ItemLineInsert[] = [];
  for (const [itemId, amountOf] of [...thousandths].sort(([a], [b]) => a - b)) {
    const item = found.get(itemId);
    if (!item) throw notFound("Producto no encontrado");
    const quantity = amountOf / SCALE;
    const field = itemField(indexOf.get(itemId) ?? 0);
    if (quantity > MAX_QUANTITY) throw badRequest(field, "La cantidad es demasiado grande");
    const whole = wholeQuantityProblem(item.bulk, quantity);
    if (whole) throw badRequest(field, `${item.name}: ${whole.toLowerCase()}`);
    const amount = itemLineAmount(item.sellPrice, quantity);
    if (amount > MAX_ORDER_AMOUNT) throw badRequest(field, TOO_LARGE_MESSAGE);
    lines.push({
      itemId,
      itemName: item.name,
      itemBrand: item.brand,
      bulk: item.bulk,
      measureUnitShort: measurementUnitShort(item.measurementUnit) ?? null,
      quantity: quantityToDecimal(quantity),
      sellPrice: item.sellPrice,
      amount,
    });
  }
  return { lines, indexOf };
}

/**
 * The booking lines of a sale: what it takes to bring each booking to the share asked, given what was
 * already paid for it (owedForShare; 409 when nothing is left). Each booking is locked until the
 * transaction ends, in id order so that two sales of the same bookings cannot wait on each other. A
 * cancelled booking, another club's or a missing one is 404.
 */
export async function priceBookingLines(
  tx: Tx,
  clubId: number,
  requests: BookingRequest[],
): Promise<BookingLineInsert[]> {
  const lines: BookingLineInsert[] = [];
  for (const r of [...requests].sort((a, b) => a.bookingId - b.bookingId)) {
    const row = await lockClubBooking(tx, { clubId, id: r.bookingId });
    if (!row || row.cancelledAt) throw notFound("Reserva no encontrada");
    const amount = await owedForShare(tx, row, r.percentage);
    lines.push({ bookingId: row.id, percentage: r.percentage, amount });
  }
  return lines;
}

/** What the lines add up to; past the integer pesos an order can hold it is refused. */
export function orderTotal(lines: { amount: number }[]): number {
  const total = lines.reduce((sum, l) => sum + l.amount, 0);
  if (total > MAX_ORDER_AMOUNT) throw badRequest("data.order_items", TOO_LARGE_MESSAGE);
  return total;
}
