import type { BookingPaymentPercentage } from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { AppError } from "../../http/app-error";
import { toBookingView } from "../bookings/booking-view";
import { ownBookingRow } from "../bookings/bookings.service";
import { insertBookingPayment, sumPaid, updateClubBooking } from "../bookings/staff-bookings.repository";
import { GatewayError, type GatewayRedirect, type PaymentGateway } from "./payment-gateway";
import { onlineCharge, onlinePaymentOptions, paymentStateOf } from "./payment-options";
import {
  clubOnlinePercentage,
  hasPayments,
  lockBookingForPayment,
  type PayableBooking,
  updatePayment,
} from "./payments.repository";

export const RETURN_PATH = "/api/payment/return";

/** The buy order Webpay carries back on a timed-out return: the booking and our payment row. */
export const buyOrderOf = (bookingId: number, paymentId: number) => `R${bookingId}P${paymentId}`;

export function parseBuyOrder(value: string): { bookingId: number; paymentId: number } | null {
  const match = /^R(\d{1,10})P(\d{1,10})$/.exec(value);
  if (!match) return null;
  const [bookingId, paymentId] = [Number(match[1]), Number(match[2])];
  return bookingId <= 2_147_483_647 && paymentId <= 2_147_483_647 ? { bookingId, paymentId } : null;
}

/** The player's booking as the payment screen shows it: what was paid and what can be paid now. */
export async function findPayableBooking(db: DbOrTx, input: { userId: number; slug: string; now: Date }) {
  const row = await ownBookingRow(db, input.userId, input.slug);
  const [paid, clubPercentage] = await Promise.all([
    sumPaid(db, row.id),
    clubOnlinePercentage(db, row.clubId),
  ]);
  const { options, blocked } = onlinePaymentOptions(paymentStateOf(row, paid, clubPercentage, input.now));
  return { booking: toBookingView(row), paid, clubPercentage, options, blocked };
}

/**
 * Keeps an unpaid held booking's slot the club's `booking_hold_minutes` from now, never shortening it: the
 * first payment started near the end of the hold gets the club's whole window on the gateway's form, so
 * the slot still waits when the player comes back from paying. The club's setting, not a constant of
 * ours, says how long an unpaid booking holds a slot (a club with 5 minutes gives 5 to pay).
 */
export async function holdWhilePaying(tx: DbOrTx, booking: PayableBooking, now: Date) {
  const heldTo = new Date(now.getTime() + booking.clubHoldMinutes * 60_000);
  if (booking.status === "p0" && booking.holdUntil && booking.holdUntil < heldTo) {
    await updateClubBooking(tx, booking, { holdUntil: heldTo, updatedAt: now });
  }
}

export const GATEWAY_DOWN_MESSAGE =
  "No pudimos conectar con la pasarela de pago. Intenta de nuevo en unos minutos.";

/**
 * Opens an online payment of the player's own booking for the share asked: under the booking's row lock
 * the amount still owed is computed and a pending payment stored; then the gateway opens its
 * transaction for it and the browser is sent there. Until the gateway's return confirms the payment, the
 * booking only gets a longer hold (`holdWhilePaying`).
 */
export async function startOnlinePayment(
  db: DbOrTx,
  gateway: PaymentGateway,
  input: { userId: number; slug: string; percentage: BookingPaymentPercentage; now: Date },
): Promise<GatewayRedirect> {
  const own = await ownBookingRow(db, input.userId, input.slug);
  const pending = await db.transaction(async (tx) => {
    const row = await lockBookingForPayment(tx, own.id);
    if (!row) throw new Error("booking vanished under its lock");
    const paid = await sumPaid(tx, row.id);
    const amount = onlineCharge(paymentStateOf(row, paid, row.clubPercentage, input.now), input.percentage);
    // Once, on the first payment started: starting again and again must not hold a slot for ever.
    if (!(await hasPayments(tx, row.id))) await holdWhilePaying(tx, row, input.now);
    const payment = await insertBookingPayment(tx, {
      clubId: row.clubId,
      bookingId: row.id,
      channel: "online",
      method: gateway.method,
      percentage: input.percentage,
      amount,
      status: "pending",
      createdBy: input.userId,
      createdAt: input.now,
    });
    return { id: payment.id, amount };
  });
  return openOnGateway(db, gateway, {
    bookingId: own.id,
    bookingSlug: input.slug,
    payment: pending,
    now: input.now,
  });
}

/**
 * Opens the gateway's transaction for a pending payment stored under the booking's lock, and answers where
 * the browser goes to pay. The booking's slug is the session the gateway sends back on a timeout. A gateway
 * that cannot be reached rejects the payment and answers 502 in words.
 */
export async function openOnGateway(
  db: DbOrTx,
  gateway: PaymentGateway,
  input: { bookingId: number; bookingSlug: string; payment: { id: number; amount: number }; now: Date },
): Promise<GatewayRedirect> {
  const { payment } = input;
  try {
    const { token, ...redirect } = await gateway.create({
      buyOrder: buyOrderOf(input.bookingId, payment.id),
      sessionId: input.bookingSlug,
      amount: payment.amount,
      returnPath: RETURN_PATH,
    });
    await updatePayment(db, payment.id, { gatewayToken: token });
    return redirect;
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    await updatePayment(db, payment.id, { status: "rejected", settledAt: input.now });
    throw new AppError("BAD_GATEWAY", GATEWAY_DOWN_MESSAGE);
  }
}
