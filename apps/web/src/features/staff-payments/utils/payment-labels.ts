import type { PaymentStatus, StaffPayment } from "@club/contract";
import { clubDateTimeParts } from "@club/domain";

export const STATUS_COLORS: Readonly<Record<PaymentStatus, string>> = {
  pending: "yellow",
  paid: "green",
  rejected: "red",
  abandoned: "gray",
  expired: "gray",
  refunded: "orange",
};

/** An instant as the person reads it ("23-11-2026 09:00"), on the browser's clock. */
export function formatDateTime(iso: string | null, none = "—"): string {
  if (!iso) return none;
  const { date, timeWithoutSeconds } = clubDateTimeParts(new Date(iso));
  return `${date} ${timeWithoutSeconds}`;
}

/**
 * When the money was taken, for a payment that took it (paid, or refunded afterwards); null for an attempt
 * that took nothing (pending, rejected, abandoned, expired), even if it was closed at some instant.
 */
export const settledAtOf = (p: Pick<StaffPayment, "status" | "settled_at">): string | null =>
  p.status === "paid" || p.status === "refunded" ? p.settled_at : null;
