import type { DbOrTx } from "../../db/client";
import { userSearchConditions } from "../../db/user-search";
import { findClubPlayers, type PlayerRow } from "./club-players.repository";

/** The front desk's player search: the club's own players only, every word must match. */
export function searchClubPlayers(
  db: DbOrTx,
  q: { clubId: number; text: string; limit: number },
): Promise<PlayerRow[]> {
  const matches = userSearchConditions(q.text);
  if (matches.length === 0) return Promise.resolve([]);
  return findClubPlayers(db, { clubId: q.clubId, matches, limit: q.limit });
}
