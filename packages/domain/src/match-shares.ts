/** Padel is four players: a match's price is split in four shares. */
export const MATCH_PLAYERS = 4;

/**
 * A match's price split among its players in whole pesos, summing exactly to the price: a price that does
 * not divide evenly gives its leftover pesos, one each, to the first shares (the booker's place first).
 * `splitShares(25_001, 4)` → 6.251, 6.250, 6.250, 6.250.
 */
export function splitShares(price: number, players: number): number[] {
  if (!Number.isSafeInteger(price) || price < 0) throw new RangeError("A price is a whole number of pesos");
  if (!Number.isSafeInteger(players) || players < 1) throw new RangeError("A match has at least one player");
  const base = Math.floor(price / players);
  const leftover = price - base * players;
  return Array.from({ length: players }, (_, place) => base + (place < leftover ? 1 : 0));
}

/**
 * What a player who joins a match pays: the smallest of the four shares, so the booker's place, which owes
 * the rest of the price, takes the leftover pesos (25.003 → 6.250 each joiner, 6.253 the booker alone).
 */
export const joinerShare = (price: number) => Math.min(...splitShares(price, MATCH_PLAYERS));

/** What a booking payment paid: "50 %" or "100 %" of the booking, or one player's share of its match. */
export const paymentPartText = (percentage: number | null) =>
  percentage === null ? "Parte de un jugador" : `${percentage} %`;
