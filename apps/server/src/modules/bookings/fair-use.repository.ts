import { and, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { bookings, clubs } from "../../db/schema";

// The first key of the two-key advisory locks that queue one player's bookings (the second is the user).
const FAIR_USE_LOCK = 8_008;

/**
 * Inside the booking's transaction: waits for the player's other bookings in flight to commit, then
 * tells whether they already hold the club's maximum of active bookings (live, not ended, not an unpaid
 * hold past its time). The lock lasts until the transaction ends, so the count stays true until the
 * INSERT commits.
 */
export async function atFairUseLimit(db: DbOrTx, q: { clubId: number; userId: number; now: Date }) {
  await db.execute(sql`select pg_advisory_xact_lock(${FAIR_USE_LOCK}, ${q.userId})`);
  const now = q.now.toISOString();
  const [row] = await db
    .select({
      limit: clubs.maxActiveBookings,
      active: sql<number>`(select count(*)::int from ${bookings} where ${and(
        eq(bookings.clubId, q.clubId),
        eq(bookings.userId, q.userId),
        isNull(bookings.cancelledAt),
        gt(bookings.endsAt, sql`${now}::timestamptz`),
        or(
          sql`${bookings.status} <> 'p0'`,
          isNull(bookings.holdUntil),
          gt(bookings.holdUntil, sql`${now}::timestamptz`),
        ),
      )})`,
    })
    .from(clubs)
    .where(eq(clubs.id, q.clubId));
  return row ? { reached: row.active >= row.limit, limit: row.limit } : { reached: false, limit: 0 };
}
