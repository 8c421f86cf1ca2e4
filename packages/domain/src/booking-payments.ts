import type { BookingStatusCode } from "./booking-status";

/** What staff may set by hand; p50 and p100 only follow from money taken. */
export const STAFF_SETTABLE_STATUSES = [
  "p0",
  "pr",
  "pc",
  "pb",
] as const satisfies readonly BookingStatusCode[];
export type StaffSettableStatus = (typeof STAFF_SETTABLE_STATUSES)[number];

export const BOOKING_PAYMENT_PERCENTAGES = [50, 100] as const;
export type BookingPaymentPercentage = (typeof BOOKING_PAYMENT_PERCENTAGES)[number];

/** The status a booking takes once this share of its price is paid. */
export const paidStatus = (percentage: BookingPaymentPercentage): BookingStatusCode =>
  percentage === 100 ? "p100" : "p50";

/**
 * What reception takes to bring a booking to `percentage` of its price, given what was already paid:
 * paying 50 % and then 100 % takes the other half. Half of an odd price rounds up to whole pesos. Zero
 * or less means there is nothing left to take for that share.
 */
export function receptionCharge(price: number, percentage: BookingPaymentPercentage, paid: number): number {
  return Math.ceil((price * percentage) / 100) - paid;
}

/**
 * A court blocked (Bloqueado) or under maintenance is not sold: it has no price to show nor anything to
 * charge, at the counter or in a sale.
 */
export function bookingTakesPayment(status: string, bookingType: string): boolean {
  return status !== "pb" && bookingType !== "maintenance";
}

/** A booking's status with the share of its price it counts as paid. */
export type BookingPaidState = { status: BookingStatusCode; percentage: number };

/**
 * A booking's status once a sale that paid part of it is cancelled (its money given back). When what is
 * still paid covers the same share as before that sale, the booking gets back exactly the status it had
 * then (the usual case: nothing else was paid since). When other payments came in between, the status
 * follows the money still paid: p100 or p50 for the share it covers; nothing covered goes back to the
 * status it had before, or to p0 if that was a paid status whose money is gone too.
 */
export function statusAfterRefund(
  price: number,
  paidLeft: number,
  before: BookingPaidState,
): BookingPaidState {
  const covered = (percentage: BookingPaymentPercentage) =>
    paidLeft > 0 && receptionCharge(price, percentage, paidLeft) <= 0;
  const share = covered(100) ? 100 : covered(50) ? 50 : 0;
  if (share === before.percentage) return before;
  if (share > 0) return { status: paidStatus(share as BookingPaymentPercentage), percentage: share };
  return before.status === "p50" || before.status === "p100"
    ? { status: "p0", percentage: 0 }
    : { ...before, percentage: 0 };
}

/**
 * How long an online payment may stay on the gateway's form. Webpay expires a transaction its buyer
 * leaves on the form after some 5–10 minutes; with margin, an attempt started this long ago that never
 * came back (no return with `token_ws`, `TBK_TOKEN` or the timed-out fields: the buyer closed the tab)
 * is abandoned. The slot of a held booking waits this long too while its first payment is under way.
 */
export const ONLINE_PAYMENT_WINDOW_MS = 15 * 60_000;
