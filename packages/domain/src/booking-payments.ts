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
