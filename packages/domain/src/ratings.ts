import { ordinal, predictWin, rate, rating } from "openskill";

/**
 * A player's skill as OpenSkill (Weng–Lin) keeps it: `mu` the estimate, `sigma` how unsure it is. A new
 * player starts at 25 ± 8.3; each confirmed result moves all four players by how unexpected it was, given
 * both pairs' ratings, and moves the unsure more.
 */
export interface PlayerRating {
  mu: number;
  sigma: number;
}

export type PairRatings = readonly [PlayerRating, PlayerRating];

export const NEW_PLAYER_RATING: PlayerRating = rating();

/** Both pairs' new ratings after a confirmed result, the winners' pair first. */
export function rateResult(
  winners: PairRatings,
  losers: PairRatings,
): { winners: [PlayerRating, PlayerRating]; losers: [PlayerRating, PlayerRating] } {
  const [rated1, rated2] = rate([winners, losers], { rank: [1, 2] });
  return { winners: rated1, losers: rated2 };
}

/** The chance, 0–1, that the first pair beats the second. */
export function winChance(pair: PairRatings, rivals: PairRatings): number {
  return predictWin([[...pair], [...rivals]])[0] ?? 0.5;
}

/**
 * The points the ranking shows and sorts by: the skill the club can be sure of (mu − 3·sigma, so a player
 * climbs by playing as well as by winning), as 1.000 for a new player and 40 points per unit.
 */
export function rankingPoints(player: PlayerRating): number {
  return Math.max(0, Math.round(1_000 + 40 * ordinal(player)));
}
