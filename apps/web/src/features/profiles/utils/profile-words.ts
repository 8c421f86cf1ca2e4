import { countText, formatWholeNumber } from "@club/domain";

export const SIDE_WORDS = { drive: "Juega de drive", reves: "Juega de revés" } as const;

/** "Ganó 7 de 12 (58 %)", or that the player has no confirmed match yet. */
export function recordText(played: number, won: number): string {
  if (played === 0) return "Todavía sin partidos confirmados";
  return `${countText(played, "partido", "partidos")}, ${countText(won, "victoria", "victorias")} (${Math.round((100 * won) / played)} %)`;
}

/** "3.º de M4ta" with the points, or why there is no place. */
export function placeText(position: number | null, category: string, points: number | null): string {
  if (position === null || points === null) return "Fuera del ranking";
  return `${formatWholeNumber(position)}.º de ${category} · ${formatWholeNumber(points)} puntos`;
}
