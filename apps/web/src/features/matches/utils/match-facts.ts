import type { Match } from "@club/contract";
import { formatClp, isoDayWords } from "@club/domain";

export type CourtSide = "drive" | "reves";

export const SIDE_LABELS: Record<CourtSide, string> = { drive: "Drive", reves: "Revés" };

/** "$7.000 por jugador", or "$6.250 a $6.251" when the price does not divide by four. */
export function shareText(shares: readonly number[]): string {
  const low = Math.min(...shares);
  const high = Math.max(...shares);
  return low === high
    ? `${formatClp(low)} por jugador`
    : `${formatClp(low)} a ${formatClp(high)} por jugador`;
}

/** "miércoles 25 de noviembre, 19:00 a 20:30". */
export const matchWhen = (match: Pick<Match, "date" | "start_time" | "end_time">) =>
  `${isoDayWords(match.date, { weekday: "long", day: "numeric", month: "long" })}, ${match.start_time} a ${match.end_time}`;

/** What the link says when shared: enough for a WhatsApp preview to be read on its own. */
export function shareMessage(match: Match, url: string): string {
  const range = match.category_range ? `, ${match.category_range.label}` : "";
  const places = match.free_places === 1 ? "1 cupo libre" : `${match.free_places} cupos libres`;
  return `Partido de pádel en ${match.club.name} (${match.court_name}): ${matchWhen(match)}${range}. ${places}, ${shareText(match.shares)}. ${url}`;
}

/** WhatsApp's own link for a message, to any chat the person picks. */
export const whatsappLink = (message: string) => `https://wa.me/?text=${encodeURIComponent(message)}`;
