import { and, eq, isNull, not, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { holdsSlot } from "../../db/holds-slot";
import { bookings, courtPrices, courts } from "../../db/schema";
import { spansOfCourt } from "./day-grid.repository";

/** An active court of the club with its opening spans of one weekday; null for any other court. */
export async function findCourtDay(db: DbOrTx, q: { clubId: number; courtId: number; weekday: number }) {
  const [row] = await db
    .select({ id: courts.id, name: courts.name, spans: spansOfCourt(q.weekday) })
    .from(courts)
    .where(and(eq(courts.id, q.courtId), eq(courts.clubId, q.clubId), eq(courts.active, true)))
    .limit(1);
  return row ?? null;
}

export async function findCourtPrice(db: DbOrTx, q: { courtId: number; band: string; minutes: number }) {
  const [row] = await db
    .select({ price: courtPrices.price })
    .from(courtPrices)
    .where(
      and(
        eq(courtPrices.courtId, q.courtId),
        eq(courtPrices.band, q.band),
        eq(courtPrices.durationMinutes, q.minutes),
      ),
    )
    .limit(1);
  return row?.price ?? null;
}

export const EXPIRED_HOLD_REASON = "Liberada: no se pagó a tiempo";

/**
 * Cancels, with a reason, the unpaid online bookings of the court over [from, to) whose hold ran out, so
 * a new booking can take their slot (the exclusion constraint counts every booking not cancelled).
 */
export async function releaseExpiredHolds(
  db: DbOrTx,
  q: { courtId: number; from: Date; to: Date; now: Date },
) {
  await db
    .update(bookings)
    .set({ cancelledAt: q.now, cancelReason: EXPIRED_HOLD_REASON, updatedAt: q.now })
    .where(
      and(
        eq(bookings.courtId, q.courtId),
        isNull(bookings.cancelledAt),
        not(holdsSlot(q.now)),
        sql`tstzrange(${bookings.startsAt}, ${bookings.endsAt}) && tstzrange(${q.from.toISOString()}::timestamptz, ${q.to.toISOString()}::timestamptz)`,
      ),
    );
}

/** Fails with the exclusion violation `bookings_no_overlap` when the court is taken. */
export async function insertBooking(db: DbOrTx, values: typeof bookings.$inferInsert) {
  const [row] = await db.insert(bookings).values(values).returning({ id: bookings.id });
  if (!row) throw new Error("booking not stored");
  return row;
}

/** Cancels the player's booking if it is live and `latestStart` is not past; null when nothing changed. */
export async function cancelUserBooking(
  db: DbOrTx,
  q: { id: number; userId: number; now: Date; reason: string; startsNotBefore: Date },
) {
  const [row] = await db
    .update(bookings)
    .set({ cancelledAt: q.now, cancelledBy: q.userId, cancelReason: q.reason, updatedAt: q.now })
    .where(
      and(
        eq(bookings.id, q.id),
        eq(bookings.userId, q.userId),
        isNull(bookings.cancelledAt),
        sql`${bookings.startsAt} >= ${q.startsNotBefore.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: bookings.id });
  return row ?? null;
}
