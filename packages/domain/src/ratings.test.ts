import { describe, expect, it } from "vitest";
import {
  NEW_PLAYER_RATING,
  type PairRatings,
  type PlayerRating,
  rankingPoints,
  rateResult,
  winChance,
} from "./ratings";

const settled = (mu: number): PlayerRating => ({ mu, sigma: 2 });
const pair = (a: PlayerRating, b: PlayerRating): PairRatings => [a, b];
const gain = (before: PlayerRating, after: PlayerRating) => after.mu - before.mu;

describe("rateResult", () => {
  const strong = pair(settled(32), settled(31));
  const weak = pair(settled(20), settled(19));

  it("expects the stronger pair to win, from all four ratings", () => {
    expect(winChance(strong, weak)).toBeGreaterThan(0.8);
    expect(winChance(weak, strong)).toBeLessThan(0.2);
  });

  it("moves an upset more than an expected win", () => {
    const expected = rateResult(strong, weak);
    const upset = rateResult(weak, strong);
    expect(gain(weak[0], upset.winners[0])).toBeGreaterThan(gain(strong[0], expected.winners[0]));
    expect(gain(strong[0], upset.losers[0])).toBeLessThan(gain(weak[0], expected.losers[0]));
    expect(gain(weak[0], expected.losers[0])).toBeLessThan(0);
  });

  it("moves a new player faster than a settled one of the same skill, and makes them surer", () => {
    const newcomer = NEW_PLAYER_RATING;
    const regular = settled(NEW_PLAYER_RATING.mu);
    const { winners } = rateResult(pair(newcomer, regular), pair(settled(25), settled(25)));
    expect(gain(newcomer, winners[0])).toBeGreaterThan(2 * gain(regular, winners[1]));
    expect(winners[0].sigma).toBeLessThan(newcomer.sigma);
  });

  it("keeps the club's average skill within a point after a season of random results", () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const players: PlayerRating[] = Array.from({ length: 40 }, () => NEW_PLAYER_RATING);
    for (let match = 0; match < 2_000; match += 1) {
      const seats = new Set<number>();
      while (seats.size < 4) seats.add(Math.floor(random() * players.length));
      const [a, b, c, d] = [...seats] as [number, number, number, number];
      const result = rateResult(
        pair(players[a] as PlayerRating, players[b] as PlayerRating),
        pair(players[c] as PlayerRating, players[d] as PlayerRating),
      );
      [players[a], players[b]] = result.winners;
      [players[c], players[d]] = result.losers;
    }
    const average = players.reduce((sum, player) => sum + player.mu, 0) / players.length;
    expect(Math.abs(average - NEW_PLAYER_RATING.mu)).toBeLessThan(1);
  });
});

describe("rankingPoints", () => {
  it("starts a new player at 1.000 and ranks the surer of two equal estimates higher", () => {
    expect(rankingPoints(NEW_PLAYER_RATING)).toBe(1_000);
    expect(rankingPoints(settled(30))).toBeGreaterThan(rankingPoints({ mu: 30, sigma: 5 }));
  });
});
