import type { PaymentResult } from "@club/contract";
import { type BookingPaymentPercentage, joinSlug, paidStatus, receptionCharge } from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { sumPaid, updateClubBooking } from "../bookings/staff-bookings.repository";
import { GatewayError, type PaymentGateway } from "./payment-gateway";
import { holdWhilePaying, parseBuyOrder } from "./payment-start.service";
import {
  lockBookingForPayment,
  lockPaymentById,
  lockPaymentByToken,
  type OnlinePaymentRow,
  updatePayment,
} from "./payments.repository";

/** What the gateway sends back to our return address, by GET or POST (Webpay's own names). */
export type GatewayReturn = {
  token_ws?: string;
  TBK_TOKEN?: string;
  TBK_ORDEN_COMPRA?: string;
  TBK_ID_SESION?: string;
};

/**
 * `paid`: this return settled its payment as paid (its receipt goes to the player, once per payment);
 * `confirmed`: that payment also lifted the booking's hold, so the booking is now confirmed.
 */
export type ReturnOutcome = {
  slug: string;
  result: PaymentResult;
  paid?: { clubId: number; id: number; amount: number; method: string; authorizationCode: string | null };
  confirmed?: { clubId: number; id: number };
};

type SettledStatus = "paid" | "rejected" | "abandoned" | "expired";

const RESULT_OF: Record<SettledStatus, PaymentResult> = {
  paid: "pagado",
  rejected: "rechazado",
  abandoned: "anulado",
  expired: "expirado",
};

/**
 * Settles the payment a gateway return names, once: `token_ws` alone is a finished payment to confirm
 * (commit); `TBK_TOKEN` is one abandoned on the gateway's form (never committed); the buy order and
 * session alone are one that timed out there. Null when the return names no payment of ours.
 */
export function settleGatewayReturn(
  db: DbOrTx,
  gateway: PaymentGateway,
  q: GatewayReturn,
  now: Date,
): Promise<ReturnOutcome | null> {
  if (q.TBK_TOKEN)
    return closeUnpaid(db, (tx) => lockPaymentByToken(tx, q.TBK_TOKEN ?? ""), "abandoned", now);
  if (q.token_ws) return confirm(db, gateway, q.token_ws, now);
  const order = q.TBK_ORDEN_COMPRA ? parseBuyOrder(q.TBK_ORDEN_COMPRA) : null;
  if (order && q.TBK_ID_SESION) {
    const session = q.TBK_ID_SESION;
    return closeUnpaid(
      db,
      (tx) => lockPaymentById(tx, order.paymentId),
      "expired",
      now,
      (slug, payment) => slug === session && payment.bookingId === order.bookingId,
    );
  }
  return Promise.resolve(null);
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
    if (payment.status !== "pending") return { slug, result: RESULT_OF[payment.status as SettledStatus] };
    await updatePayment(tx, payment.id, { status, settledAt: now });
    return { slug, result: RESULT_OF[status] };
  });
}

/**
 * Confirms a finished payment under its row's lock and the booking's: a second return of the same token
 * waits, then finds it settled and only reads the result, so the gateway is asked to commit once. A
 * booking cancelled meanwhile, or already paid up to this share by another payment, is not committed
 * (without a commit Webpay does not charge): the payment expires. Only the return that lifts the
 * booking's hold names it as confirmed (its confirmation e-mail goes then, once).
 */
function confirm(db: DbOrTx, gateway: PaymentGateway, token: string, now: Date) {
  return db.transaction(async (tx): Promise<ReturnOutcome | null> => {
    const payment = await lockPaymentByToken(tx, token);
    const booking = payment && (await lockBookingForPayment(tx, payment.bookingId));
    if (!payment || !booking) return null;
    const slug = joinSlug(booking.slugToken, booking.id);
    if (payment.status !== "pending") return { slug, result: RESULT_OF[payment.status as SettledStatus] };
    const percentage = payment.percentage as BookingPaymentPercentage;
    const owed = receptionCharge(booking.price, percentage, await sumPaid(tx, booking.id));
    const settle = async (status: SettledStatus, authorizationCode: string | null = null) => {
      await updatePayment(tx, payment.id, { status, authorizationCode, settledAt: now });
      return { slug, result: RESULT_OF[status] };
    };
    if (booking.cancelledAt || owed !== payment.amount) return settle("expired");
    const commit = await commitOrAsk(gateway, token);
    // No commit went through that anyone could see, yet it may have charged the card: the payment stays
    // pending (a later return asks again), the slot stays held, and the player is told it is being confirmed.
    if (!commit || "open" in commit) {
      await holdWhilePaying(tx, booking, now);
      return { slug, result: "pendiente" };
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
      ...(await settle("paid", commit.authorizationCode)),
      paid: {
        ...ref,
        amount: payment.amount,
        method: payment.method,
        authorizationCode: commit.authorizationCode,
      },
    };
    // The first payment of a held booking confirms it; paying the rest later does not confirm it again.
    return booking.holdUntil === null ? paid : { ...paid, confirmed: ref };
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
