import { and, asc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx, Tx } from "../../db/client";
import { holdsSlot } from "../../db/holds-slot";
import { bookings, clubs, courts, slotWaitlist } from "../../db/schema";

const overlaps = (
  from: Date,
  to: Date,
  start: AnyPgColumn = slotWaitlist.startsAt,
  end: AnyPgColumn = slotWaitlist.endsAt,
) =>
  sql`tstzrange(${start}, ${end}) && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`;

/** Fails with a unique violation (slot_waitlist_*_idx) when the player already waits for that slot. */
export async function insertSlotWait(tx: DbOrTx, values: typeof slotWaitlist.$inferInsert): Promise<number> {
  const [row] = await tx.insert(slotWaitlist).values(values).returning({ id: slotWaitlist.id });
  if (!row) throw new Error("slot wait not stored");
  return row.id;
}

const waitFields = {
  id: slotWaitlist.id,
  userId: slotWaitlist.userId,
  courtId: slotWaitlist.courtId,
  courtName: courts.name,
  startsAt: slotWaitlist.startsAt,
  endsAt: slotWaitlist.endsAt,
  durationMinutes: slotWaitlist.durationMinutes,
  clubId: clubs.id,
  clubName: clubs.name,
  timeZone: clubs.timeZone,
};

/** Waits with their club and court (none: any court). */
const waitRows = (db: DbOrTx) =>
  db
    .select(waitFields)
    .from(slotWaitlist)
    .innerJoin(clubs, eq(clubs.id, slotWaitlist.clubId))
    .leftJoin(courts, eq(courts.id, slotWaitlist.courtId))
    .$dynamic();

/** One player's waits at a club that start from `from` to before `to`, soonest first. */
export async function listPlayerWaits(
  db: DbOrTx,
  q: { userId: number; clubId: number; from: Date; to: Date; id?: number },
) {
  return waitRows(db)
    .where(
      and(
        eq(slotWaitlist.userId, q.userId),
        eq(slotWaitlist.clubId, q.clubId),
        q.id === undefined ? undefined : eq(slotWaitlist.id, q.id),
        sql`${slotWaitlist.startsAt} >= ${q.from.toISOString()}::timestamptz`,
        sql`${slotWaitlist.startsAt} < ${q.to.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(slotWaitlist.startsAt), asc(slotWaitlist.id));
}

export type SlotWaitRow = Awaited<ReturnType<typeof listPlayerWaits>>[number];

/** The player stops waiting; false when the wait was not theirs or is gone. */
export async function deletePlayerWait(db: DbOrTx, q: { id: number; userId: number }): Promise<boolean> {
  const rows = await db
    .delete(slotWaitlist)
    .where(and(eq(slotWaitlist.id, q.id), eq(slotWaitlist.userId, q.userId)))
    .returning({ id: slotWaitlist.id });
  return rows.length > 0;
}

/** Whether a booking holds the court somewhere in [from, to) at `now`. */
export async function courtTaken(db: DbOrTx, q: { courtId: number; from: Date; to: Date; now: Date }) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.courtId, q.courtId),
        isNull(bookings.cancelledAt),
        holdsSlot(q.now),
        overlaps(q.from, q.to, bookings.startsAt, bookings.endsAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A booking as its freeing reads it: its court and time, and whether it holds them at `now`. */
export async function freedBooking(db: DbOrTx, id: number, now: Date) {
  const [row] = await db
    .select({
      clubId: bookings.clubId,
      courtId: bookings.courtId,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      holdUntil: bookings.holdUntil,
      holds: holdsSlot(now),
    })
    .from(bookings)
    .where(eq(bookings.id, id));
  return row ?? null;
}

/** The waits of that court (or of any court) that the booking's time touches, not yet started, first come first. */
export function waitsTouching(
  tx: Tx,
  q: { clubId: number; courtId: number; from: Date; to: Date; now: Date },
) {
  return waitRows(tx)
    .where(
      and(
        eq(slotWaitlist.clubId, q.clubId),
        or(eq(slotWaitlist.courtId, q.courtId), isNull(slotWaitlist.courtId)),
        overlaps(q.from, q.to),
        gt(slotWaitlist.startsAt, q.now),
      ),
    )
    .orderBy(asc(slotWaitlist.id));
}

/** The waits go, and who they were: a wait another freeing took already is not returned twice. */
export async function deleteWaits(tx: Tx, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .delete(slotWaitlist)
    .where(inArray(slotWaitlist.id, ids))
    .returning({ id: slotWaitlist.id, userId: slotWaitlist.userId });
}
