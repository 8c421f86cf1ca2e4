import { NEW_PLAYER_RATING, rankingPoints } from "@club/domain/ratings";
import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client";
import { categoryThresholds, playerRatings, uploads, userPhotos, users } from "../../db/schema";

/** Players the ranking lists: they played a confirmed match at the club and did not hide from it. */
const ranked = (clubId: number, category: string | null) =>
  and(
    eq(playerRatings.clubId, clubId),
    gt(playerRatings.played, 0),
    eq(users.hideFromRanking, false),
    category === null ? undefined : eq(users.category, category),
  );

/**
 * A player's place among the club's ranked players of their category (null: those without one): one more
 * than those above them, so players level on points share it, as on the ranking's page.
 */
export async function rankingPosition(
  db: DbOrTx,
  q: { clubId: number; category: string | null; points: number },
): Promise<number> {
  const [row] = await db
    .select({ above: count() })
    .from(playerRatings)
    .innerJoin(users, eq(users.id, playerRatings.userId))
    .where(
      and(
        ranked(q.clubId, null),
        q.category === null ? isNull(users.category) : eq(users.category, q.category),
        gt(playerRatings.points, q.points),
      ),
    );
  return (row?.above ?? 0) + 1;
}

/**
 * A page of a club's ranking, the most points first, each with its position among all the listed players
 * (players level on points share one), and how many are listed: one statement, the total counted with the
 * page (a second one only when the page is past the end).
 */
export async function rankingPage(
  db: DbOrTx,
  q: { clubId: number; category: string | null; limit: number; offset: number },
) {
  const where = ranked(q.clubId, q.category);
  const found = await db
    .select({
      userId: playerRatings.userId,
      position: sql<number>`rank() over (order by ${playerRatings.points} desc)`.mapWith(Number),
      total: sql<number>`count(*) over ()`.mapWith(Number),
      username: users.username,
      name: users.name,
      lastname: users.lastname,
      category: users.category,
      points: playerRatings.points,
      lastChange: playerRatings.lastChange,
      played: playerRatings.played,
      won: playerRatings.won,
      photoKey: uploads.key,
    })
    .from(playerRatings)
    .innerJoin(users, eq(users.id, playerRatings.userId))
    .leftJoin(userPhotos, eq(userPhotos.userId, users.id))
    .leftJoin(uploads, eq(uploads.id, userPhotos.uploadId))
    .where(where)
    .orderBy(desc(playerRatings.points), asc(playerRatings.userId))
    .limit(q.limit)
    .offset(q.offset);
  if (found[0]) return { rows: found, total: found[0].total };
  const [counted] = await db
    .select({ n: count() })
    .from(playerRatings)
    .innerJoin(users, eq(users.id, playerRatings.userId))
    .where(where);
  return { rows: found, total: counted?.n ?? 0 };
}

export type RankingRow = Awaited<ReturnType<typeof rankingPage>>["rows"][number];

/**
 * The club's ratings of these players, locked in user order (two results of shared players wait for each
 * other instead of crossing); a player without one gets the new player's rating first. Each comes with
 * the player's category, locked with it, since a result may move it.
 */
export async function lockRatings(tx: Tx, clubId: number, userIds: number[], now: Date) {
  await tx
    .insert(playerRatings)
    .values(
      userIds.map((userId) => ({
        clubId,
        userId,
        ...NEW_PLAYER_RATING,
        points: rankingPoints(NEW_PLAYER_RATING),
        updatedAt: now,
      })),
    )
    .onConflictDoNothing();
  return tx
    .select({
      userId: playerRatings.userId,
      mu: playerRatings.mu,
      sigma: playerRatings.sigma,
      points: playerRatings.points,
      played: playerRatings.played,
      won: playerRatings.won,
      category: users.category,
      categoryByHand: users.categoryByHand,
    })
    .from(playerRatings)
    .innerJoin(users, eq(users.id, playerRatings.userId))
    .where(and(eq(playerRatings.clubId, clubId), inArray(playerRatings.userId, userIds)))
    .orderBy(asc(playerRatings.userId))
    .for("update");
}

export async function updateRating(
  tx: Tx,
  key: { clubId: number; userId: number },
  change: {
    mu: number;
    sigma: number;
    points: number;
    lastChange: number;
    played: number;
    won: number;
    updatedAt: Date;
  },
) {
  await tx
    .update(playerRatings)
    .set(change)
    .where(and(eq(playerRatings.clubId, key.clubId), eq(playerRatings.userId, key.userId)));
}

/** The club's thresholds, by category as users keep it. */
export async function thresholdsOf(db: DbOrTx, clubId: number) {
  return db
    .select({ category: categoryThresholds.category, minPoints: categoryThresholds.minPoints })
    .from(categoryThresholds)
    .where(eq(categoryThresholds.clubId, clubId));
}

export async function replaceThresholds(
  tx: Tx,
  clubId: number,
  thresholds: { category: string; minPoints: number }[],
) {
  await tx.delete(categoryThresholds).where(eq(categoryThresholds.clubId, clubId));
  if (thresholds.length > 0) {
    await tx.insert(categoryThresholds).values(thresholds.map((each) => ({ clubId, ...each })));
  }
}

export async function setCategory(db: DbOrTx, userId: number, change: { category: string | null }) {
  await db.update(users).set(change).where(eq(users.id, userId));
}

/**
 * A club's administrator places the player: fixed by this club, or given back to the thresholds. Written
 * only while no other club holds it fixed (checked in the same statement, so two clubs racing cannot both
 * win); false when another does.
 */
export async function placeCategory(
  db: DbOrTx,
  input: { userId: number; clubId: number; category: string | null; byHand: boolean },
) {
  const placed = await db
    .update(users)
    .set({
      category: input.category,
      categoryByHand: input.byHand,
      categoryFixedBy: input.byHand ? input.clubId : null,
    })
    .where(
      and(
        eq(users.id, input.userId),
        or(
          eq(users.categoryByHand, false),
          isNull(users.categoryFixedBy),
          eq(users.categoryFixedBy, input.clubId),
        ),
      ),
    )
    .returning({ id: users.id });
  return placed.length > 0;
}
