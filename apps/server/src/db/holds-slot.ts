import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { bookings } from "./schema";

/** The columns the rule reads, of `bookings` or of an alias of it (`alias(bookings, "b")`). */
type BookingColumns = { cancelledAt: AnyPgColumn; status: AnyPgColumn; holdUntil: AnyPgColumn };

/**
 * Whether a booking holds its slot at `at`: not cancelled, and not an unpaid online hold whose time ran
 * out. The rule is the SQL function `booking_holds_slot` (migration 0022), which the triggers of
 * booked_minute_hours use too; the planner inlines it, so a query keeps the indexes on `cancelled_at is null`.
 */
export function holdsSlot(at: Date | SQLWrapper, b: BookingColumns = bookings): SQL<boolean> {
  const instant = at instanceof Date ? sql`${at.toISOString()}::timestamptz` : at;
  return sql<boolean>`booking_holds_slot(${b.cancelledAt}, ${b.status}, ${b.holdUntil}, ${instant})`;
}

/** Whether it holds its slot for good: at every instant to come, which an unpaid online hold does not. */
export const holdsSlotForGood = (b: BookingColumns = bookings) => holdsSlot(sql`'infinity'::timestamptz`, b);
