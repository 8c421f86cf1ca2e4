import { and, asc, eq, isNull } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client";
import { holdsSlot } from "../../db/holds-slot";
import { bookings, clubs, courts, matches, matchPlayers, matchWaitlist } from "../../db/schema";

/** What the waitlist reads of a match: its places, range, booker, booking and club, at `now`. */
const matchFacts = (now: Date) => ({
  id: matches.id,
  clubId: matches.clubId,
  slugToken: matches.slugToken,
  openPlaces: matches.openPlaces,
  strongestCategory: matches.strongestCategory,
  weakestCategory: matches.weakestCategory,
  bookerId: bookings.userId,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  holdsSlot: holdsSlot(now),
  courtName: courts.name,
  clubName: clubs.name,
  timeZone: clubs.timeZone,
  offerMinutes: clubs.waitlistOfferMinutes,
  reminderHours: clubs.matchReminderHours,
});

function factRows(db: DbOrTx, now: Date) {
  return db
    .select(matchFacts(now))
    .from(matches)
    .innerJoin(bookings, eq(bookings.id, matches.bookingId))
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .innerJoin(clubs, eq(clubs.id, matches.clubId))
    .$dynamic();
}

export type WaitlistMatch = Awaited<ReturnType<typeof factRows>>[number];

export async function findWaitlistMatch(db: DbOrTx, id: number, now: Date): Promise<WaitlistMatch | null> {
  const [row] = await factRows(db, now).where(eq(matches.id, id));
  return row ?? null;
}

/**
 * The match, locked until the transaction ends (the lock join_match takes): joins, leaves, waitlist
 * changes and offers of one match run one after another.
 */
export async function lockWaitlistMatch(tx: Tx, id: number, now: Date): Promise<WaitlistMatch | null> {
  const [row] = await factRows(tx, now).where(eq(matches.id, id)).for("update", { of: matches });
  return row ?? null;
}

/** The players who joined and have not left, in the order they joined. */
export async function livePlayerIds(db: DbOrTx, matchId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: matchPlayers.userId })
    .from(matchPlayers)
    .where(and(eq(matchPlayers.matchId, matchId), isNull(matchPlayers.leftAt)))
    .orderBy(asc(matchPlayers.id));
  return rows.map((row) => row.userId);
}

export type WaitlistEntry = { id: number; userId: number; offeredUntil: Date | null };

/** The match's line, first come first.  */
export function waitlistOf(db: DbOrTx, matchId: number): Promise<WaitlistEntry[]> {
  return db
    .select({ id: matchWaitlist.id, userId: matchWaitlist.userId, offeredUntil: matchWaitlist.offeredUntil })
    .from(matchWaitlist)
    .where(eq(matchWaitlist.matchId, matchId))
    .orderBy(asc(matchWaitlist.id));
}

/** Fails with a unique violation (match_waitlist_player_idx) when the player already waits. */
export async function insertWaitlistEntry(
  tx: Tx,
  values: { clubId: number; matchId: number; userId: number },
) {
  await tx.insert(matchWaitlist).values(values);
}

/** The player's entry goes (they left the line or took a place); null when they were not in it. */
export async function deleteWaitlistEntry(
  tx: Tx,
  q: { matchId: number; userId: number },
): Promise<WaitlistEntry | null> {
  const [row] = await tx
    .delete(matchWaitlist)
    .where(and(eq(matchWaitlist.matchId, q.matchId), eq(matchWaitlist.userId, q.userId)))
    .returning({
      id: matchWaitlist.id,
      userId: matchWaitlist.userId,
      offeredUntil: matchWaitlist.offeredUntil,
    });
  return row ?? null;
}

/** An offer that ran out goes with its entry: only the one the job names, with the end it was given. */
export async function deleteOfferedEntry(tx: Tx, q: { id: number; offeredUntil: Date }): Promise<boolean> {
  const rows = await tx
    .delete(matchWaitlist)
    .where(and(eq(matchWaitlist.id, q.id), eq(matchWaitlist.offeredUntil, q.offeredUntil)))
    .returning({ id: matchWaitlist.id });
  return rows.length > 0;
}

export async function setOffer(tx: Tx, q: { id: number; offeredUntil: Date }) {
  await tx.update(matchWaitlist).set({ offeredUntil: q.offeredUntil }).where(eq(matchWaitlist.id, q.id));
}
