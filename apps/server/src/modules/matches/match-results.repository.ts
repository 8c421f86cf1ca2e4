import { NEW_PLAYER_RATING } from "@club/domain/ratings";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client";
import { matchResults, playerRatings } from "../../db/schema";

export type NewResult = typeof matchResults.$inferInsert;

export async function insertResult(db: DbOrTx, values: NewResult): Promise<void> {
  await db.insert(matchResults).values(values);
}

/** The match's result, if reported, for its page. */
export async function resultOfMatch(db: DbOrTx, matchId: number) {
  const [row] = await db.select().from(matchResults).where(eq(matchResults.matchId, matchId));
  return row ?? null;
}

export type ResultRow = typeof matchResults.$inferSelect;

/** The match's result, locked until the transaction ends: answers to it run one after another. */
export async function lockResult(tx: Tx, matchId: number): Promise<ResultRow | null> {
  const [row] = await tx.select().from(matchResults).where(eq(matchResults.matchId, matchId)).for("update");
  return row ?? null;
}

export async function answerResult(
  tx: Tx,
  id: number,
  answer: { status: "confirmed" | "disputed"; answeredBy: number; answeredAt: Date },
) {
  await tx.update(matchResults).set(answer).where(eq(matchResults.id, id));
}

/**
 * The club's ratings of these players, locked in user order (two results of shared players wait for each
 * other instead of crossing); a player without one gets the new player's rating first.
 */
export async function lockRatings(tx: Tx, clubId: number, userIds: number[], now: Date) {
  await tx
    .insert(playerRatings)
    .values(userIds.map((userId) => ({ clubId, userId, ...NEW_PLAYER_RATING, updatedAt: now })))
    .onConflictDoNothing();
  return tx
    .select()
    .from(playerRatings)
    .where(and(eq(playerRatings.clubId, clubId), inArray(playerRatings.userId, userIds)))
    .orderBy(asc(playerRatings.userId))
    .for("update");
}

export async function updateRating(
  tx: Tx,
  key: { clubId: number; userId: number },
  change: { mu: number; sigma: number; played: number; won: number; updatedAt: Date },
) {
  await tx
    .update(playerRatings)
    .set(change)
    .where(and(eq(playerRatings.clubId, key.clubId), eq(playerRatings.userId, key.userId)));
}
