import type { Figure } from "../figure";

/** A number as written in a text: its value and how far from it a rounded writing may be. */
type WrittenNumber = { written: string; value: number; tolerance: number };

// A run of digits with the dots and commas between them ("$12.345", "12,5", "1.234,56", "2026-11-28" is
// three runs), and the word after it that scales it ("45 mil", "1,2 millones", "45 lucas").
const NUMBER = /\d(?:[\d.,]*\d)?(?:\s*(mil(?:lones|l[oó]n)?|lucas?)(?!\p{L}))?/giu;
// "1. " or "2) " opening a line: a list's marker, not a figure.
const LIST_MARKER = /^(\s*)\d{1,2}[.)]\s/gm;

const SCALE: Record<string, number> = {
  mil: 1e3,
  luca: 1e3,
  lucas: 1e3,
  millon: 1e6,
  millón: 1e6,
  millones: 1e6,
};

/** Reads "12.345" (es-CL thousands), "12,5" (es-CL decimals), "1.234,56", "12.5" and "12,345.6". */
function readDigits(digits: string): { value: number; decimals: number } | null {
  let whole = digits;
  let fraction = "";
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(digits)) {
    [whole = "", fraction = ""] = digits.replaceAll(".", "").split(",");
  } else if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(digits) && digits.includes(".")) {
    [whole = "", fraction = ""] = digits.replaceAll(",", "").split(".");
  } else if (/^\d+[.,]\d+$/.test(digits)) {
    [whole = "", fraction = ""] = digits.split(/[.,]/);
  } else if (!/^\d+$/.test(digits)) {
    return null;
  }
  return { value: Number(`${whole}.${fraction || "0"}`), decimals: fraction.length };
}

/** Every number a text writes, in pesos, counts or percentages; a list's markers left out. */
export function writtenNumbers(text: string): WrittenNumber[] {
  const found: WrittenNumber[] = [];
  for (const match of text.replace(LIST_MARKER, "$1").matchAll(NUMBER)) {
    const [written, word] = match;
    const digits = written.replace(/\s*[a-zó]+$/i, "");
    const scale = word ? (SCALE[word.toLowerCase()] ?? 1) : 1;
    const read = readDigits(digits);
    if (read) {
      found.push({ written, value: read.value * scale, tolerance: (0.5 * scale) / 10 ** read.decimals });
    } else {
      // Runs that are no single number ("1.2.3"): each group of digits on its own.
      for (const part of digits.split(/[.,]/))
        found.push({ written: part, value: Number(part), tolerance: 0.5 });
    }
  }
  return found;
}

/** The numbers a figure holds: its cells, and those in its words (its period, filters, labels). */
function figureNumbers(figure: Figure): number[] {
  const words = [
    figure.title,
    figure.period ? `${figure.period.text} ${figure.period.startDate} ${figure.period.endDate}` : "",
    ...figure.filters.flatMap((filter) => [filter.label, filter.value]),
    ...figure.columns.map((column) => column.label),
  ];
  const numbers: number[] = [];
  for (const row of figure.rows) {
    for (const cell of Object.values(row)) {
      if (typeof cell === "number") numbers.push(cell);
      else if (typeof cell === "string") words.push(cell);
    }
  }
  return [...numbers, ...words.flatMap((text) => writtenNumbers(text).map((n) => n.value))];
}

/**
 * The numbers the model wrote that no figure of its answer holds (nor the question, nor today's date):
 * said as written. A number rounded as people write it ("12,5 %" for 12.46, "45 mil" for 45.210) holds.
 * Signs are left aside ("bajaron un 12 %" for a change of −12).
 */
export function unsupportedNumbers(text: string, figures: Figure[], alsoGiven: string[]): string[] {
  const known = [
    ...figures.flatMap(figureNumbers),
    ...alsoGiven.flatMap((given) => writtenNumbers(given).map((n) => n.value)),
  ].map(Math.abs);
  return writtenNumbers(text)
    .filter((n) => !known.some((value) => Math.abs(value - n.value) <= n.tolerance))
    .map((n) => n.written);
}

/** The notice after an answer whose words carry a number that none of its figures holds. */
export function unsupportedNumbersMessage(numbers: string[]): string {
  const unique = [...new Set(numbers)];
  const listed = new Intl.ListFormat("es", { type: "conjunction" }).format(unique.map((n) => `«${n}»`));
  const comes = unique.length === 1 ? "viene" : "vienen";
  return `Revisa las cifras en la tabla: el texto menciona ${listed}, que no ${comes} de los datos del club.`;
}
