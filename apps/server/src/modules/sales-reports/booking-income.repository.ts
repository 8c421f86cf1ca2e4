import { type SQL, sql } from "drizzle-orm";

/** The stretch of time booking income is read in: a club, from an instant to another (excluded). */
type Window = { clubId: number; from: Date; to: Date };

/**
 * The booking payments the club took outside the point of sale, at reception or online, as sale events
 * `ev` (kind 'sale' at `settled_at`, with `amount`, `method` and `channel`, the source): a payment counts
 * the day it was paid, like a sale. The point of sale's booking lines are orders (their sales and refunds
 * are the orders' events), never booking payments, so no peso is counted twice. A player's share of a
 * match paid online and given back when they left (status `refunded`) stays a sale the day it was paid and
 * is a 'refund' event at `refunded_at`, as a cancelled order is: a day already reported never changes.
 * Paid ones are read by the partial index of migration 0021 (at most a few per booking, a year of a
 * ten-court club is some tens of thousands of rows), refunded ones by that of migration 0033 (a handful).
 */
export const bookingEvents = (s: Window): SQL => sql`(
  select 'sale'::text as kind, bp.settled_at as at, bp.amount, bp.method, bp.channel
  from booking_payments bp
  where bp.club_id = ${s.clubId} and bp.status = 'paid'
    and bp.settled_at >= ${s.from} and bp.settled_at < ${s.to}
  union all
  select e.kind, e.at, bp.amount, bp.method, bp.channel
  from booking_payments bp
  cross join lateral (values ('sale'::text, bp.settled_at), ('refund'::text, bp.refunded_at)) e(kind, at)
  where bp.club_id = ${s.clubId} and bp.status = 'refunded'
    and e.at >= ${s.from} and e.at < ${s.to}) ev`;
