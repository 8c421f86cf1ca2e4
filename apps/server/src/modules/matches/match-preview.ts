import { freePlacesText, matchWhenText, sharesText } from "@club/domain";
import type { AppContext } from "../../context";
import { AppError } from "../../http/app-error";
import { findMatch } from "./matches.service";

/**
 * What a shared match's link shows before anyone opens it (WhatsApp reads the page's Open Graph tags and
 * runs no script): the club, the court and the time, the range, the free places and each one's share.
 * Null for a link that names no match.
 */
export async function matchPreview(deps: Pick<AppContext, "db" | "config" | "now">, slug: string) {
  const match = await findMatch(deps.db, slug, deps.now()).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "NOT_FOUND") return null;
    throw error;
  });
  if (!match) return null;
  const { booking } = match;
  const range = match.range ? match.range.label : "todas las categorías";
  const state = match.closed ? "Partido cerrado" : freePlacesText(match.freePlaces);
  return {
    title: `Partido en ${booking.club.name}: ${booking.courtName}`,
    description: `${matchWhenText(booking.date, booking.startTime, booking.endTime)} · ${range} · ${state} · ${sharesText(match.shares)}`,
    url: `${deps.config.publicUrl}/match/${match.slug}`,
    image: `${deps.config.publicUrl}/icons/icon-512.png`,
  };
}
