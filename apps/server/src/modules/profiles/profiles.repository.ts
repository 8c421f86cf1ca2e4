import { MATCHES_BEFORE_CATEGORY_MOVES } from "@club/domain";
import { and, asc, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client";
import {
  bookings,
  categoryThresholds,
  clubMemberships,
  clubs,
  matches,
  matchResults,
  playerRatings,
  uploads,
  userPhotos,
  users,
} from "../../db/schema";

/** A user by their username (any case), with their photo's key. */
export async function findProfileRow(db: DbOrTx, username: string) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      name: users.name,
      lastname: users.lastname,
      rut: users.rut,
      phone: users.phone,
      category: users.category,
      categoryByHand: users.categoryByHand,
      categoryFixedBy: users.categoryFixedBy,
      categoryFixedByName: clubs.name,
      side: users.side,
      hidePhone: users.hidePhone,
      hideFromRanking: users.hideFromRanking,
      photoKey: uploads.key,
      photoUploadId: uploads.id,
    })
    .from(users)
    .leftJoin(userPhotos, eq(userPhotos.userId, users.id))
    .leftJoin(uploads, eq(uploads.id, userPhotos.uploadId))
    .leftJoin(clubs, eq(clubs.id, users.categoryFixedBy))
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return row ?? null;
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;

/**
 * The player's home club: the one where they played most confirmed matches, else the first they joined;
 * with their rating there, if any.
 */
export async function homeClub(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      clubId: clubs.id,
      name: clubs.name,
      points: playerRatings.points,
      played: playerRatings.played,
      won: playerRatings.won,
    })
    .from(clubMemberships)
    .innerJoin(clubs, eq(clubs.id, clubMemberships.clubId))
    .leftJoin(
      playerRatings,
      and(eq(playerRatings.clubId, clubMemberships.clubId), eq(playerRatings.userId, userId)),
    )
    .where(eq(clubMemberships.userId, userId))
    .orderBy(sql`${playerRatings.played} desc nulls last`, asc(clubMemberships.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * Whether the player's category follows their results: they have played enough confirmed matches at a club
 * that sets thresholds for it to move them.
 */
export async function categoryFollowsResults(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ clubId: playerRatings.clubId })
    .from(playerRatings)
    .innerJoin(categoryThresholds, eq(categoryThresholds.clubId, playerRatings.clubId))
    .where(and(eq(playerRatings.userId, userId), gte(playerRatings.played, MATCHES_BEFORE_CATEGORY_MOVES)))
    .limit(1);
  return row !== undefined;
}

/** The player's last confirmed results, the latest match first. */
export async function lastResults(db: DbOrTx, userId: number, limit: number) {
  return db
    .select({
      matchId: matches.id,
      slugToken: matches.slugToken,
      startsAt: bookings.startsAt,
      timeZone: clubs.timeZone,
      clubName: clubs.name,
      sets: matchResults.sets,
      pair1: matchResults.pair1,
      pair2: matchResults.pair2,
      winner: matchResults.winner,
    })
    .from(matchResults)
    .innerJoin(matches, eq(matches.id, matchResults.matchId))
    .innerJoin(bookings, eq(bookings.id, matches.bookingId))
    .innerJoin(clubs, eq(clubs.id, matchResults.clubId))
    .where(
      and(
        eq(matchResults.status, "confirmed"),
        sql`(${userId} = any(${matchResults.pair1}) or ${userId} = any(${matchResults.pair2}))`,
      ),
    )
    .orderBy(desc(bookings.startsAt), desc(matches.id))
    .limit(limit);
}

export async function namesOf(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: users.id, name: users.name, lastname: users.lastname })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, `${row.name} ${row.lastname}`.trim()]));
}

export async function updateUser(db: DbOrTx, userId: number, change: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(change).where(eq(users.id, userId));
}

/** The user's photo becomes this upload; the previous one's upload is deleted with it. */
export async function replacePhoto(tx: Tx, userId: number, uploadId: number) {
  // The user's row first: two first photos at once wait for each other instead of both inserting.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  const [previous] = await tx
    .select({ uploadId: userPhotos.uploadId })
    .from(userPhotos)
    .where(eq(userPhotos.userId, userId))
    .for("update");
  await tx
    .insert(userPhotos)
    .values({ userId, uploadId })
    .onConflictDoUpdate({ target: userPhotos.userId, set: { uploadId } });
  if (previous && previous.uploadId !== uploadId) {
    await tx.delete(uploads).where(eq(uploads.id, previous.uploadId));
  }
}
