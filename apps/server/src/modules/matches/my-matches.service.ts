import { pageInfo } from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { resultsOfMatches } from "./match-results.repository";
import { type MatchView, toMatchViews } from "./match-view";
import { listPlayerMatches, livePlayersOf } from "./matches.repository";

/**
 * The player's own matches, in every club, booked or joined: still to come, or played, each with its
 * players and its result, so the list says which result is theirs to report or confirm.
 */
export async function myMatches(
  db: DbOrTx,
  q: { userId: number; scope: "upcoming" | "past"; page: number; limit: number; now: Date },
): Promise<{ matches: MatchView[]; pagination: ReturnType<typeof pageInfo> }> {
  const { rows, total } = await listPlayerMatches(db, {
    userId: q.userId,
    scope: q.scope,
    now: q.now,
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  const ids = rows.map((row) => row.id);
  const [players, results] = await Promise.all([livePlayersOf(db, ids), resultsOfMatches(db, ids)]);
  return {
    matches: toMatchViews(rows, players, q.now, results),
    pagination: pageInfo(q.page, q.limit, total),
  };
}
