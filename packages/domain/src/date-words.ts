import { isoDayWords } from "./intl-formatters";

/** "Lunes, 23 de noviembre de 2026" for a calendar date (YYYY-MM-DD), whatever the runtime's zone. */
export function longDateText(date: string): string {
  const text = isoDayWords(date, { weekday: "long", day: "numeric", month: "long", year: "numeric" });
  return text.charAt(0).toUpperCase() + text.slice(1);
}
