import type { FeedItem } from "@club/contract";
import { isoDayWords, sentAtText } from "@club/domain";

/** "hace 5 minutos", "hace 2 días"; after a month, the date. */
export const feedTime = (iso: string, now = new Date()) => sentAtText(new Date(iso), now);

/** "miércoles, 25 de noviembre, 19:00" */
export const matchDayText = (match: NonNullable<FeedItem["match"]>) =>
  `${isoDayWords(match.date, { weekday: "long", day: "numeric", month: "long" })}, ${match.start_time}`;

/** "6-4 3-6 10-8" */
export const setsText = (sets: [number, number][]) => sets.map(([a, b]) => `${a}-${b}`).join(" ");

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
