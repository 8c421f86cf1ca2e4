import type { PaymentStatus } from "@club/contract";
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
export function formatDateTime(iso: string | null): string {
  if (!iso) return "—";
  const { date, timeWithoutSeconds } = clubDateTimeParts(new Date(iso));
  return `${date} ${timeWithoutSeconds}`;
}
