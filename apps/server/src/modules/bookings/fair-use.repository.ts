import { and, eq, gt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { holdsSlot } from "../../db/holds-slot";
import { bookings, clubs } from "../../db/schema";

// The first key of the two-key advisory locks that queue one player's bookings (the second is the user).
const FAIR_USE_LOCK = 8_008;

export type FairUse = { active: number; limit: number };

/**
 * How many active bookings the player holds at the club (live, not ended, not an unpaid hold past its
 * time: the same test as the slot they hold, `holdsSlot`) and the club's maximum; null for no club.
 */
export async function fairUseOf(
  db: DbOrTx,
  q: { clubId: number; userId: number; now: Date },
): Promise<FairUse | null> {
  const now = sql`${q.now.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      limit: clubs.maxActiveBookings,
      active: sql<number>`(select count(*)::int from ${bookings} where ${and(
        eq(bookings.clubId, q.clubId),
        eq(bookings.userId, q.userId),
        gt(bookings.endsAt, now),
        holdsSlot(now),
      )})`,
    })
    .from(clubs)
    .where(eq(clubs.id, q.clubId));
  return row ?? null;
}

/**
 * Inside the booking's transaction: waits for the player's other bookings in flight to commit, then
 * tells whether they already hold the club's maximum of active bookings, and how many they hold. The
 * lock lasts until the transaction ends, so the count stays true until the INSERT commits.
 */
export async function atFairUseLimit(db: DbOrTx, q: { clubId: number; userId: number; now: Date }) {
  await db.execute(sql`select pg_advisory_xact_lock(${FAIR_USE_LOCK}, ${q.userId})`);
  const use = await fairUseOf(db, q);
  return use ? { reached: use.active >= use.limit, ...use } : { reached: false, active: 0, limit: 0 };
}
