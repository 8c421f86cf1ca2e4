import type { Match } from "@club/contract";
import { freePlacesText, matchWhenText, sharesText } from "@club/domain";

export type CourtSide = "drive" | "reves";

export const SIDE_LABELS: Record<CourtSide, string> = { drive: "Drive", reves: "Revés" };

export const matchWhen = (match: Pick<Match, "date" | "start_time" | "end_time">) =>
  matchWhenText(match.date, match.start_time, match.end_time);

/** What the link says when shared: enough for a WhatsApp preview to be read on its own. */
export function shareMessage(match: Match, url: string): string {
  const range = match.category_range ? `, ${match.category_range.label}` : "";
  return `Partido de pádel en ${match.club.name} (${match.court_name}): ${matchWhen(match)}${range}. ${freePlacesText(match.free_places)}, ${sharesText(match.shares)}. ${url}`;
}

/** WhatsApp's own link for a message, to any chat the person picks. */
export const whatsappLink = (message: string) => `https://wa.me/?text=${encodeURIComponent(message)}`;
