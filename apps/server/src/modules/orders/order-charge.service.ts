import { type BookingPaymentPercentage, formatClp, MAX_ORDER_AMOUNT } from "@club/domain";
import type { Tx } from "../../db/client";
import { AppError, badRequest, conflict } from "../../http/app-error";
import { markBookingPaid, owedForShare } from "../bookings/booking-charge";
import { lockClubBooking } from "../bookings/staff-bookings.repository";
import { applyStockMovement } from "../stock/stock.service";
import { itemField, orderTotal } from "./order-pricing";
import {
  markOrderPaid,
  type OrderContent,
  orderContent,
  type StoredItemLine,
  updateBookingLine,
} from "./orders.repository";

export const NO_OPEN_REGISTER_FOR_SALE = "Abre una caja para cobrar la venta";
export const EMPTY_ORDER_MESSAGE = "La venta no tiene productos ni reservas";

export type ChargeInput = {
  order: { id: number; clubId: number };
  staffId: number;
  /** The cash the client handed over; the cash part when absent. */
  cashReceived?: number;
  now: Date;
  /** Where each item came in the request, to name the line a refusal is about. */
  itemIndex?: Map<number, number>;
  /** The order's content when the caller just stored all of it; read from the order otherwise. */
  content?: OrderContent;
};

/** Cash handed over and change given back, from the cash part of the payments. */
function cashOf(payments: { method: string; amount: number }[], received: number | undefined) {
  const cashPart = payments.find((p) => p.method === "cash")?.amount ?? 0;
  const cashPayed = received ?? cashPart;
  if (cashPart === 0 && cashPayed > 0) {
    throw badRequest("data.order_cash_received", "Sin pago en efectivo no hay efectivo que recibir");
  }
  if (cashPayed < cashPart) {
    throw badRequest(
      "data.order_cash_received",
      `El efectivo recibido no alcanza para la parte en efectivo (${formatClp(cashPart)})`,
    );
  }
  if (cashPayed > MAX_ORDER_AMOUNT)
    throw badRequest("data.order_cash_received", "El monto es demasiado grande");
  return { cashPayed, change: cashPayed - cashPart };
}

/** The stock leaves through the ledger; a refusal (not enough stock, a fraction) names the line. */
async function takeStock(tx: Tx, input: ChargeInput, lines: StoredItemLine[]) {
  for (const [position, line] of lines.entries()) {
    try {
      await applyStockMovement(tx, {
        clubId: input.order.clubId,
        itemId: line.itemId,
        quantity: `-${line.quantity}`,
        reason: "sale",
        userId: input.staffId,
        orderId: input.order.id,
      });
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== "VALIDATION_ERROR") throw error;
      throw badRequest(itemField(input.itemIndex?.get(line.itemId) ?? position), error.message);
    }
  }
}

/**
 * Charges an order inside the caller's transaction, which holds its row: the one code path of a paid
 * sale, made at once or from a pending order. The booking lines are priced again (what is left to pay
 * may have changed since the order was left pending; each booking locked, in id order); the item lines
 * keep their prices. The payments must add up to the total exactly and the cash received cover the cash
 * part. Then the stock leaves through the ledger, the bookings become p50/p100 (keeping their state
 * before, which a cancellation gives back), and the order lands, paid, in the operator's open register
 * record, locked as the reception payment locks it so that a closing waits for the sale. Answers the
 * bookings whose online hold this confirmed.
 */
export async function chargeOrder(tx: Tx, input: ChargeInput): Promise<number[]> {
  const { order, now } = input;
  const content = input.content ?? (await orderContent(tx, order.id));
  if (content.items.length === 0 && content.bookings.length === 0) {
    throw badRequest("data.order_items", EMPTY_ORDER_MESSAGE);
  }
  const booked = [];
  for (const line of content.bookings) {
    const row = await lockClubBooking(tx, { clubId: order.clubId, id: line.bookingId });
    if (!row || row.cancelledAt) {
      throw conflict(`La reserva ${line.bookingId} fue cancelada: quítala de la venta`);
    }
    const percentage = line.percentage as BookingPaymentPercentage;
    const amount = await owedForShare(tx, row, percentage);
    await updateBookingLine(tx, line.id, {
      amount,
      statusBefore: row.status,
      percentageBefore: row.paymentPercentage,
    });
    booked.push({ row, percentage, amount });
  }
  const amount = orderTotal([...content.items, ...booked]);
  const paid = content.payments.reduce((sum, p) => sum + p.amount, 0);
  if (paid !== amount) {
    throw badRequest(
      "data.order_payments",
      `Los pagos suman ${formatClp(paid)} y el total de la venta es ${formatClp(amount)}`,
    );
  }
  const cash = cashOf(content.payments, input.cashReceived);

  await takeStock(tx, input, content.items);
  const confirmed: number[] = [];
  for (const { row, percentage } of booked) {
    if (await markBookingPaid(tx, row, percentage, now)) confirmed.push(row.id);
  }
  const landed = await markOrderPaid(tx, order.id, { amount, ...cash, staffId: input.staffId, paidAt: now });
  if (!landed) throw conflict(NO_OPEN_REGISTER_FOR_SALE);
  return confirmed;
}
