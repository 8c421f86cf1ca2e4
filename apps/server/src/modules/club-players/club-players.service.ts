import type { DbOrTx } from "../../db/client";
import { likePatterns } from "../../db/like-patterns";
import { findClubPlayers, type PlayerRow } from "./club-players.repository";

/**
 * Typed RUTs carry dots ("12.345.678-5") the stored one lacks; a word of digits, dots and a check digit
 * is searched without its dots.
 */
const withoutRutDots = (text: string) =>
  text
    .split(/\s+/)
    .map((word) => (/^[\d.]+-?[\dkK]?$/.test(word) ? word.replaceAll(".", "") : word))
    .join(" ");

/** The front desk's player search: the club's own players only, every word must match. */
export function searchClubPlayers(
  db: DbOrTx,
  q: { clubId: number; text: string; limit: number },
): Promise<PlayerRow[]> {
  const patterns = likePatterns(withoutRutDots(q.text));
  if (patterns.length === 0) return Promise.resolve([]);
  return findClubPlayers(db, { clubId: q.clubId, patterns, limit: q.limit });
}
