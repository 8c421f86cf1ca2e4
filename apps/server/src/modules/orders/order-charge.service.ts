import {
  type BookingPaymentPercentage,
  checkSplitTender,
  formatClp,
  type TenderPart,
  type TenderProblem,
} from "@club/domain";
import type { Tx } from "../../db/client";
import { AppError, badRequest, conflict } from "../../http/app-error";
import { markBookingPaid, owedForShare } from "../bookings/booking-charge";
import { lockClubBooking } from "../bookings/staff-bookings.repository";
import { enqueueJob } from "../jobs/job-types";
import { applyStockMovement } from "../stock/stock.service";
import { orderReceiptMailJob } from "./order-mail.jobs";
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

/** The server's words for each split-tender problem, on the request field it is about. */
function tenderFieldError(problem: TenderProblem): { field: string; message: string } {
  switch (problem.code) {
    case "parts_short":
    case "parts_over":
      return {
        field: "data.order_payments",
        message: `Los pagos suman ${formatClp(problem.paid)} y el total de la venta es ${formatClp(problem.total)}`,
      };
    case "cash_received_short":
      return {
        field: "data.order_cash_received",
        message: `El efectivo recibido no alcanza para la parte en efectivo (${formatClp(problem.cashPart)})`,
      };
    case "cash_received_without_cash_part":
      return {
        field: "data.order_cash_received",
        message: "Sin pago en efectivo no hay efectivo que recibir",
      };
    case "cash_received_too_large":
      return { field: "data.order_cash_received", message: "El monto es demasiado grande" };
  }
}

/** Cash handed over and change given back, once the payments add up and the cash covers its part. */
function cashOf(total: number, payments: TenderPart[], cashReceived: number | undefined) {
  const tender = checkSplitTender({ total, parts: payments, cashReceived });
  if (!tender.ok) {
    // All of them at once (payments and cash received), each beside its field.
    const details = tender.problems.map(tenderFieldError);
    throw new AppError("VALIDATION_ERROR", details[0]?.message ?? "Datos inválidos", details);
  }
  return { cashPayed: tender.cashReceived, change: tender.change };
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
 * record, locked as the reception payment locks it so that a closing waits for the sale. The e-mails it
 * owes (the receipt to the client the order names, the confirmation of each booking whose online hold
 * it lifted) are written as jobs in the same transaction.
 */
export async function chargeOrder(tx: Tx, input: ChargeInput): Promise<void> {
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
  const cash = cashOf(amount, content.payments, input.cashReceived);

  await takeStock(tx, input, content.items);
  for (const { row, percentage } of booked) await markBookingPaid(tx, row, percentage, now);
  const landed = await markOrderPaid(tx, order.id, { amount, ...cash, staffId: input.staffId, paidAt: now });
  if (!landed) throw conflict(NO_OPEN_REGISTER_FOR_SALE);
  if (landed.mailsReceipt) await enqueueJob(tx, orderReceiptMailJob, order);
}
