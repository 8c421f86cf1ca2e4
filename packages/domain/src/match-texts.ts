import { isoDayWords } from "./intl-formatters";
import { formatClp } from "./money";

/** "$7.000 por jugador", or "$6.250 a $6.251 por jugador" when the price does not divide evenly. */
export function sharesText(shares: readonly number[]): string {
  const low = Math.min(...shares);
  const high = Math.max(...shares);
  return low === high
    ? `${formatClp(low)} por jugador`
    : `${formatClp(low)} a ${formatClp(high)} por jugador`;
}

/** "Completo", "1 cupo libre", "2 cupos libres". */
export const freePlacesText = (free: number) =>
  free === 0 ? "Completo" : free === 1 ? "1 cupo libre" : `${free} cupos libres`;

/** "miércoles, 25 de noviembre, 19:00 a 20:30": when a match is played, on the club's clock. */
export const matchWhenText = (date: string, start: string, end: string) =>
  `${isoDayWords(date, { weekday: "long", day: "numeric", month: "long" })}, ${start} a ${end}`;
