import { type BookingPaymentPercentage, joinSlug, paidStatus, receptionCharge } from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { statusByMoney } from "../bookings/booking-charge";
import { bookingConfirmationMailJob, onlinePaymentMailJob } from "../bookings/booking-mail.jobs";
import { matchSlugOf } from "../bookings/booking-rows.repository";
import { isLivePlayerOfBooking, paidShareOf } from "../bookings/booking-shares.repository";
import { shareRefundJob } from "../bookings/share-refunds";
import { sumPaid, updateClubBooking } from "../bookings/staff-bookings.repository";
import { enqueueJob } from "../jobs/job-types";
import { GatewayError, type GatewayReturn, type PaymentGateway } from "./payment-gateway";
import { holdWhilePaying, parseBuyOrder } from "./payment-start.service";
import {
  bookingSlugToken,
  lockBookingForPayment,
  lockPaymentById,
  lockPaymentByToken,
  type OnlinePaymentRow,
  type PayableBooking,
  updatePayment,
} from "./payments.repository";

type SettledStatus = "paid" | "rejected" | "abandoned" | "expired";

/** Where a return left its payment: settled, or still `pending` while the gateway's answer is unknown. */
export type ReturnStatus = SettledStatus | "pending";

/** The booking the payment was for, and the match when it paid a player's share of it. */
export type ReturnOutcome = { slug: string; matchSlug: string | null; status: ReturnStatus };

/** Where the browser goes back to: a share's player to the match, the booker to their booking. */
async function returnTo(db: DbOrTx, payment: OnlinePaymentRow) {
  const token = await bookingSlugToken(db, payment.bookingId);
  return {
    slug: joinSlug(token, payment.bookingId),
    matchSlug: payment.playerId === null ? null : await matchSlugOf(db, payment.bookingId),
  };
}

/**
 * The payment's row locked, then, only while it is pending, its booking's: a return of a payment already
 * settled takes no booking lock, so it never waits in the other order on a player leaving the match, who
 * holds the booking's lock and then locks their paid share.
 */
async function lockPendingPayment(tx: DbOrTx, lock: (tx: DbOrTx) => Promise<OnlinePaymentRow | null>) {
  const payment = await lock(tx);
  if (!payment) return null;
  const back = await returnTo(tx, payment);
  if (payment.status !== "pending") return { payment, back, booking: null };
  const booking = await lockBookingForPayment(tx, payment.bookingId);
  return booking && { payment, back, booking };
}

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
    const found = await lockPendingPayment(tx, lock);
    if (!found || !matches(found.back.slug, found.payment)) return null;
    const { payment, back, booking } = found;
    if (!booking) return { ...back, status: payment.status as SettledStatus };
    await updatePayment(tx, payment.id, { status, settledAt: now });
    return { ...back, status };
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
    const found = await lockPendingPayment(tx, (locking) => lockPaymentByToken(locking, token));
    if (!found) return null;
    const { payment, back, booking } = found;
    if (!booking) return { ...back, status: payment.status as SettledStatus };
    const paid = await sumPaid(tx, booking.id);
    const settle = async (status: SettledStatus, authorizationCode: string | null = null) => {
      await updatePayment(tx, payment.id, { status, authorizationCode, settledAt: now });
      return { ...back, status };
    };
    if (booking.cancelledAt || !(await stillDue(tx, booking, payment, paid))) {
      // Never committed now; but an earlier return's commit whose answer was lost may have charged the card.
      const state = await statusOrNull(gateway, token);
      if (state === null) return { ...back, status: "pending" };
      if ("open" in state || !state.authorized) return settle("expired");
      await updatePayment(tx, payment.id, { status: "refunded", settledAt: now, refundedAt: now });
      await enqueueJob(tx, shareRefundJob, { paymentId: payment.id });
      return { ...back, status: "expired" };
    }
    const commit = await commitOrAsk(gateway, token);
    // No commit went through that anyone could see, yet it may have charged the card: the payment stays
    // pending (a later return asks again), the slot stays held, and the player is told it is being confirmed.
    if (!commit || "open" in commit) {
      await holdWhilePaying(tx, booking, now);
      return { ...back, status: "pending" };
    }
    if (!commit.authorized) return settle("rejected");
    await updateClubBooking(tx, booking, {
      ...paidBooking(booking, payment, paid),
      holdUntil: null,
      updatedAt: now,
    });
    const ref = { clubId: booking.clubId, id: booking.id };
    await enqueueJob(tx, onlinePaymentMailJob, {
      ...ref,
      amount: payment.amount,
      method: payment.method,
      authorizationCode: commit.authorizationCode,
      playerId: payment.playerId,
    });
    // The first payment of a held booking confirms it; paying the rest later does not confirm it again.
    if (booking.holdUntil !== null) await enqueueJob(tx, bookingConfirmationMailJob, ref);
    return settle("paid", commit.authorizationCode);
  });
}

/**
 * Whether the payment still pays what it was started for, under the booking's lock: a part of the booking
 * still owes exactly its amount; a player's share needs its player still in the match, no other paid share
 * of theirs, and that much of the price still unpaid (the booker may have paid the rest meanwhile).
 */
async function stillDue(tx: DbOrTx, booking: PayableBooking, payment: OnlinePaymentRow, paid: number) {
  if (payment.playerId === null) {
    const percentage = payment.percentage as BookingPaymentPercentage;
    return receptionCharge(booking.price, percentage, paid) === payment.amount;
  }
  return (
    booking.price - paid >= payment.amount &&
    (await isLivePlayerOfBooking(tx, booking.id, payment.playerId)) &&
    (await paidShareOf(tx, booking.id, payment.playerId)) === null
  );
}

/**
 * The booking's status once the payment is in: a part pays its 50 or 100 %; a share counts toward the
 * price, and the booking is paid (p100) when the shares cover it (the rule a refund follows back down).
 */
function paidBooking(booking: PayableBooking, payment: OnlinePaymentRow, paidBefore: number) {
  if (payment.playerId === null) {
    const percentage = payment.percentage as BookingPaymentPercentage;
    return { status: paidStatus(percentage), paymentPercentage: percentage };
  }
  return statusByMoney(booking, paidBefore + payment.amount);
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
  return statusOrNull(gateway, token);
}

/** The gateway's status of the transaction; null when it cannot be read. */
async function statusOrNull(gateway: PaymentGateway, token: string) {
  try {
    return await gateway.status(token);
  } catch (error) {
    if (error instanceof GatewayError) return null;
    throw error;
  }
}
