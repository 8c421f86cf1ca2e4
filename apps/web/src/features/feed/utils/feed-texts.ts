import type { FeedItem } from "@club/contract";
import { isoDayWords, sentAtText } from "@club/domain";

/** "hace 5 minutos", "hace 2 días"; after a month, the date. */
export const feedTime = (iso: string, now = new Date()) => sentAtText(new Date(iso), now);

/** "miércoles, 25 de noviembre, 19:00" */
export const matchDayText = (match: NonNullable<FeedItem["match"]>) =>
  `${isoDayWords(match.date, { weekday: "long", day: "numeric", month: "long" })}, ${match.start_time}`;

/** "Ana P. y Beto R." */
export const pairText = (pair: { name: string }[]) => pair.map((person) => person.name).join(" y ");

export const countText = (count: number, one: string, many: string) =>
  `${count.toLocaleString("es-CL")} ${count === 1 ? one : many}`;

/** Two letters for an avatar: "Ana P." gives "AP". */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word.charAt(0))
    .join("")
    .slice(0, 2)
    .toUpperCase();

type Result = NonNullable<FeedItem["result"]>;

/** The winners first, and each set's games from their side ("6-4 3-6 10-8"), as a result is told. */
export function winnerFirst(result: Result) {
  const winnersArePair1 = result.winner_pair === 1;
  return {
    winners: winnersArePair1 ? result.pair_1 : result.pair_2,
    losers: winnersArePair1 ? result.pair_2 : result.pair_1,
    sets: result.sets.map(([a, b]) => (winnersArePair1 ? [a, b] : [b, a]) as [number, number]),
  };
}
