import { randomBytes } from "node:crypto";
import { addDays, checkPadelResult, firstShowing, type PadelSet, resolveLocalTime } from "@club/domain";
import type { Tx } from "../db/client";
import { matches, matchPlayers, matchResults } from "../db/schema";
import { moveRatings } from "../modules/ranking/rating-moves.service";
import type { DemoPlayer } from "./demo-players";

const ZONE = "America/Santiago";
const MINUTES = 90;
const PAST_DAYS = 29;
const NEXT_DAYS = 6;
const MEN_CODES = ["1ra", "2da", "3ra", "4ta", "5ta", "6ta"] as const;
const WOMEN_CODES = ["A", "B", "C", "D"] as const;

/** A game of the season: who booked it and who joined, where and when, and its result if it was played. */
export type SeasonGame = {
  courtId: number;
  date: string;
  start: number;
  booker: number;
  joined: number[];
  // Upcoming: the places still open to others and the categories they admit.
  open?: { places: number; range: readonly [string, string] | null };
  // Played, and its result not yet reported.
  unreported?: true;
};

/** A fixed sequence, so every fresh install shows the same season (Park–Miller). */
function sequence(seed: number) {
  let state = seed;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

/**
 * Two evening games a day on the third court over the last month, among players of neighbouring
 * categories of one list (the demo player among the men's 4ta), and one game a day on it for the coming
 * days, opened to the club with one to three places free.
 */
export function planSeason(
  courtId: number,
  today: string,
  players: DemoPlayer[],
  jugador: number,
): SeasonGame[] {
  const next = sequence(20_261_128);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const men = [...players.filter((p) => p.list === "men"), { id: jugador, list: "men" as const, level: 3 }];
  const women = players.filter((p) => p.list === "women");
  const foursome = () => {
    const pool = next() < 0.65 ? men : women;
    const anchor = pick(pool).level;
    const near = pool.filter((p) => Math.abs(p.level - anchor) <= 1).sort(() => next() - 0.5);
    const ids = near.slice(0, 4).map((p) => p.id);
    // The demo player joins games but books only their own (see demo-bookings).
    if (ids[0] === jugador) ids.push(ids.shift() as number);
    return { ids, list: pool === men ? MEN_CODES : WOMEN_CODES, anchor };
  };
  const games: SeasonGame[] = [];
  for (let day = -PAST_DAYS; day < 0; day++) {
    for (const start of [18 * 60 + 30, 20 * 60]) {
      const [booker, ...joined] = foursome().ids;
      if (booker !== undefined && joined.length === 3) {
        games.push({ courtId, date: addDays(today, day), start, booker, joined });
      }
    }
  }
  // Last night's game was the demo player's, with three men of neighbouring categories, and its result
  // waits for them to report it.
  const lastNight = games.at(-1);
  const near = men.filter((p) => p.id !== jugador && Math.abs(p.level - 3) <= 1).map((p) => p.id);
  const [booker, rival1, rival2] = near;
  if (lastNight && booker !== undefined && rival1 !== undefined && rival2 !== undefined) {
    games[games.length - 1] = { ...lastNight, booker, joined: [jugador, rival1, rival2], unreported: true };
  }
  for (let day = 1; day <= NEXT_DAYS; day++) {
    const four = foursome();
    const places = 1 + Math.floor(next() * 3);
    const [booker, ...rest] = four.ids;
    if (booker === undefined) continue;
    const strongest = four.list[Math.max(0, four.anchor - 1)] as string;
    const weakest = four.list[Math.min(four.list.length - 1, four.anchor + 1)] as string;
    games.push({
      courtId,
      date: addDays(today, day),
      start: 19 * 60,
      booker,
      joined: rest.slice(0, 3 - places),
      open: { places, range: day % 3 === 0 ? null : [strongest, weakest] },
    });
  }
  return games;
}

const flip = ([a, b]: PadelSet): PadelSet => [b, a];

/** A plausible padel score won by pair 1, or by pair 2 when `pair1Won` is false. */
function score(next: () => number, pair1Won: boolean): PadelSet[] {
  const lost = () => Math.floor(next() * 5);
  const won = (): PadelSet => (next() < 0.15 ? [7, 5] : next() < 0.1 ? [7, 6] : [6, lost()]);
  const sets: PadelSet[] =
    next() < 0.3
      ? [won(), flip(won()), next() < 0.5 ? [10, 4 + Math.floor(next() * 5)] : won()]
      : [won(), won()];
  return pair1Won ? sets : sets.map(flip);
}

const at = (date: string, minute: number) => firstShowing(resolveLocalTime(date, minute, ZONE));
const HOUR = 3600_000;

/**
 * The season's matches on their bookings (found by court and start): the played ones with a confirmed
 * result that moved the four ratings, in the order they were played (the stronger pair wins more often);
 * the coming ones open, public. Each match, result and membership reaches the feed on its own (triggers).
 */
export async function seedSeason(
  tx: Tx,
  input: {
    clubId: number;
    games: SeasonGame[];
    bookingIdAt: (courtId: number, startsAt: Date) => number | undefined;
    levelOf: (userId: number) => number;
  },
) {
  const next = sequence(20_261_129);
  for (const game of input.games) {
    const startsAt = at(game.date, game.start);
    const bookingId = input.bookingIdAt(game.courtId, startsAt);
    if (bookingId === undefined) continue;
    const openedAt = new Date(startsAt.getTime() - (30 + Math.floor(next() * 40)) * HOUR);
    const [match] = await tx
      .insert(matches)
      .values({
        clubId: input.clubId,
        bookingId,
        slugToken: randomBytes(12).toString("base64url"),
        openPlaces: game.open ? game.open.places + game.joined.length : 3,
        visibility: "public",
        strongestCategory: game.open?.range?.[0] ?? null,
        weakestCategory: game.open?.range?.[1] ?? null,
        createdBy: game.booker,
        createdAt: openedAt,
      })
      .returning({ id: matches.id });
    if (!match) continue;
    if (game.joined.length > 0) {
      await tx.insert(matchPlayers).values(
        game.joined.map((userId, i) => ({
          clubId: input.clubId,
          matchId: match.id,
          userId,
          joinedAt: new Date(openedAt.getTime() + (i + 1) * 2 * HOUR),
        })),
      );
    }
    if (game.open || game.unreported) continue;
    const [partner, rival1, rival2] = game.joined as [number, number, number];
    const pair1 = [game.booker, partner] as [number, number];
    const pair2 = [rival1, rival2] as [number, number];
    const strength = (pair: number[]) => pair.reduce((sum, id) => sum - input.levelOf(id), 0);
    const chance = 1 / (1 + Math.exp(-(strength(pair1) - strength(pair2)) * 0.9));
    const sets = score(next, next() < chance);
    const check = checkPadelResult(sets);
    if (!check.ok) throw new Error(`demo score ${JSON.stringify(sets)} is not padel`);
    const answeredAt = new Date(startsAt.getTime() + (MINUTES + 120) * 60_000);
    await tx.insert(matchResults).values({
      clubId: input.clubId,
      matchId: match.id,
      sets: sets.map(([a, b]) => [a, b]),
      pair1,
      pair2,
      winner: check.winner,
      status: "confirmed",
      reportedBy: game.booker,
      reportedAt: new Date(answeredAt.getTime() - HOUR),
      answeredBy: rival1,
      answeredAt,
    });
    const [winners, losers] = check.winner === 1 ? [pair1, pair2] : [pair2, pair1];
    await moveRatings(tx, { clubId: input.clubId, winners, losers, now: answeredAt });
  }
}
