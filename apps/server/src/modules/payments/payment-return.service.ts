import { type BookingPaymentPercentage, joinSlug, paidStatus, receptionCharge } from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { bookingConfirmationMailJob, onlinePaymentMailJob } from "../bookings/booking-mail.jobs";
import { sumPaid, updateClubBooking } from "../bookings/staff-bookings.repository";
import { enqueueJob } from "../jobs/job-types";
import { GatewayError, type GatewayReturn, type PaymentGateway } from "./payment-gateway";
import { holdWhilePaying, parseBuyOrder } from "./payment-start.service";
import {
  lockBookingForPayment,
  lockPaymentById,
  lockPaymentByToken,
  type OnlinePaymentRow,
  updatePayment,
} from "./payments.repository";

type SettledStatus = "paid" | "rejected" | "abandoned" | "expired";

/** Where a return left its payment: settled, or still `pending` while the gateway's answer is unknown. */
export type ReturnStatus = SettledStatus | "pending";

export type ReturnOutcome = { slug: string; status: ReturnStatus };

/**
 * Settles the payment a gateway return names, once: a finished one is confirmed (commit); an abandoned
 * one is never committed; a timed-out one must name our buy order and its booking's slug as the session.
 * Null when the return names no payment of ours.
 */
export function settleGatewayReturn(
  db: DbOrTx,
  gateway: PaymentGateway,
  back: GatewayReturn,
  now: Date,
): Promise<ReturnOutcome | null> {
  if (back.kind === "abandoned") {
    return closeUnpaid(db, (tx) => lockPaymentByToken(tx, back.token), "abandoned", now);
  }
  if (back.kind === "finished") return confirm(db, gateway, back.token, now);
  const order = parseBuyOrder(back.buyOrder);
  if (!order) return Promise.resolve(null);
  return closeUnpaid(
    db,
    (tx) => lockPaymentById(tx, order.paymentId),
    "expired",
    now,
    (slug, payment) => slug === back.sessionId && payment.bookingId === order.bookingId,
  );
}

/** A payment that ended without paying: pending becomes `status`; a settled one keeps what it got. */
function closeUnpaid(
  db: DbOrTx,
  lock: (tx: DbOrTx) => Promise<OnlinePaymentRow | null>,
  status: "abandoned" | "expired",
  now: Date,
  matches: (slug: string, payment: OnlinePaymentRow) => boolean = () => true,
): Promise<ReturnOutcome | null> {
  return db.transaction(async (tx) => {
    const payment = await lock(tx);
    const booking = payment && (await lockBookingForPayment(tx, payment.bookingId));
    if (!payment || !booking) return null;
    const slug = joinSlug(booking.slugToken, booking.id);
    if (!matches(slug, payment)) return null;
    if (payment.status !== "pending") return { slug, status: payment.status as SettledStatus };
    await updatePayment(tx, payment.id, { status, settledAt: now });
    return { slug, status };
  });
}

/**
 * Confirms a finished payment under its row's lock and the booking's: a second return of the same token
 * waits, then finds it settled and only reads the result, so the gateway is asked to commit once. A
 * booking cancelled meanwhile, or already paid up to this share by another payment, is not committed
 * (without a commit Webpay does not charge): the payment expires. Only the return that lifts the
 * booking's hold confirms it. The payment's receipt, and the confirmation when this confirmed the booking,
 * are owed as jobs of the same transaction: once per payment.
 */
function confirm(db: DbOrTx, gateway: PaymentGateway, token: string, now: Date) {
  return db.transaction(async (tx): Promise<ReturnOutcome | null> => {
    const payment = await lockPaymentByToken(tx, token);
    const booking = payment && (await lockBookingForPayment(tx, payment.bookingId));
    if (!payment || !booking) return null;
    const slug = joinSlug(booking.slugToken, booking.id);
    if (payment.status !== "pending") return { slug, status: payment.status as SettledStatus };
    const percentage = payment.percentage as BookingPaymentPercentage;
    const owed = receptionCharge(booking.price, percentage, await sumPaid(tx, booking.id));
    const settle = async (status: SettledStatus, authorizationCode: string | null = null) => {
      await updatePayment(tx, payment.id, { status, authorizationCode, settledAt: now });
      return { slug, status };
    };
    if (booking.cancelledAt || owed !== payment.amount) return settle("expired");
    const commit = await commitOrAsk(gateway, token);
    // No commit went through that anyone could see, yet it may have charged the card: the payment stays
    // pending (a later return asks again), the slot stays held, and the player is told it is being confirmed.
    if (!commit || "open" in commit) {
      await holdWhilePaying(tx, booking, now);
      return { slug, status: "pending" };
    }
    if (!commit.authorized) return settle("rejected");
    await updateClubBooking(tx, booking, {
      status: paidStatus(percentage),
      paymentPercentage: percentage,
      holdUntil: null,
      updatedAt: now,
    });
    const ref = { clubId: booking.clubId, id: booking.id };
    const paid = {
      ...ref,
      amount: payment.amount,
      method: payment.method,
      authorizationCode: commit.authorizationCode,
    };
    await enqueueJob(tx, onlinePaymentMailJob, paid);
    // The first payment of a held booking confirms it; paying the rest later does not confirm it again.
    if (booking.holdUntil !== null) await enqueueJob(tx, bookingConfirmationMailJob, ref);
    return settle("paid", commit.authorizationCode);
  });
}

/**
 * Commits the transaction, trying twice: a first commit that never reached the gateway goes through on
 * the second. When neither answers (or the gateway refuses a second commit of one that went through),
 * the gateway's status of the transaction decides. Null when that cannot be read either.
 */
async function commitOrAsk(gateway: PaymentGateway, token: string) {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      return await gateway.commit(token);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
    }
  }
  try {
    return await gateway.status(token);
  } catch (error) {
    if (error instanceof GatewayError) return null;
    throw error;
  }
}
