import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client";
import { matchResults } from "../../db/schema";

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

/** The results reported for these matches, for a list of them. */
export function resultsOfMatches(db: DbOrTx, matchIds: number[]): Promise<ResultRow[]> {
  if (matchIds.length === 0) return Promise.resolve([]);
  return db.select().from(matchResults).where(inArray(matchResults.matchId, matchIds));
}

/** The match's result, locked until the transaction ends: answers to it run one after another. */
export async function lockResult(tx: Tx, matchId: number): Promise<ResultRow | null> {
  const [row] = await tx.select().from(matchResults).where(eq(matchResults.matchId, matchId)).for("update");
  return row ?? null;
}

/** A player's answer to the result: confirmed or disputed, by whom and when. */
export async function answerResult(
  tx: Tx,
  id: number,
  answer: { status: "confirmed" | "disputed"; answeredBy: number; answeredAt: Date },
) {
  await tx.update(matchResults).set(answer).where(eq(matchResults.id, id));
}

/** The club's settlement of a dispute: confirmed with these sets; the disputing player's answer stays. */
export async function settleResultRow(
  tx: Tx,
  id: number,
  settlement: { settledBy: number; settledAt: Date; sets: [number, number][]; winner: 1 | 2 },
) {
  await tx
    .update(matchResults)
    .set({ status: "confirmed", ...settlement })
    .where(eq(matchResults.id, id));
}

/** A result set aside by the club: the match's players may report it again. */
export async function deleteResult(tx: Tx, id: number) {
  await tx.delete(matchResults).where(eq(matchResults.id, id));
}

/** The club's matches whose result is disputed, the longest waiting first. */
export async function disputedMatchIds(db: DbOrTx, clubId: number): Promise<number[]> {
  const rows = await db
    .select({ matchId: matchResults.matchId })
    .from(matchResults)
    .where(and(eq(matchResults.clubId, clubId), eq(matchResults.status, "disputed")))
    .orderBy(asc(matchResults.answeredAt), asc(matchResults.id));
  return rows.map((row) => row.matchId);
}
