import { categoryByPoints } from "@club/domain";
import { type PlayerRating, rankingPoints, rateResult } from "@club/domain/ratings";
import type { Tx } from "../../db/client";
import { lockRatings, setCategory, updateRating } from "./ranking.repository";
import { clubThresholds } from "./ranking.service";

type Pair = readonly [number, number];

/**
 * A confirmed result, inside its transaction: the four players' ratings at the club move (the winners'
 * pair against the losers'), with their points, the change (the ranking's trend) and their record; then
 * each player's category follows the club's thresholds, unless the domain's rule leaves it.
 */
export async function moveRatings(
  tx: Tx,
  input: { clubId: number; winners: Pair; losers: Pair; now: Date },
): Promise<void> {
  const ratings = await lockRatings(tx, input.clubId, [...input.winners, ...input.losers], input.now);
  const byUser = new Map(ratings.map((rating) => [rating.userId, rating]));
  const pairOf = (ids: Pair) =>
    ids.map((id) => byUser.get(id) as PlayerRating) as [PlayerRating, PlayerRating];
  const rated = rateResult(pairOf(input.winners), pairOf(input.losers));
  const thresholds = await clubThresholds(tx, input.clubId);
  const moves = [
    ...input.winners.map((userId, i) => ({ userId, rating: rated.winners[i], won: 1 })),
    ...input.losers.map((userId, i) => ({ userId, rating: rated.losers[i], won: 0 })),
  ];
  for (const { userId, rating, won } of moves) {
    const before = byUser.get(userId);
    if (!before || !rating) continue;
    const points = rankingPoints(rating);
    const after = { played: before.played + 1, won: before.won + won, points };
    await updateRating(
      tx,
      { clubId: input.clubId, userId },
      {
        mu: rating.mu,
        sigma: rating.sigma,
        lastChange: points - before.points,
        ...after,
        updatedAt: input.now,
      },
    );
    const category = categoryByPoints(
      { category: before.category, byHand: before.categoryByHand, ...after },
      thresholds,
    );
    if (category !== before.category) await setCategory(tx, userId, { category });
  }
}
