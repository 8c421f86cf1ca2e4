import { addDays, type DayRange, isIsoDate, isoWeekday, periodRange } from "@club/domain";
import { namedRange, type ToolPeriod } from "../tools/period-input";
import { explicitDates, type PeriodMatch, type Resolved } from "./explicit-dates";

/** The days a question asks about, read from its words. */
export type ParsedPeriod = {
  range: DayRange;
  /** Set when the words name one of the tools' periods ("el mes pasado" → last_month). */
  named?: ToolPeriod;
  /** The question compares this period with another ("este mes contra el anterior"). */
  compare: boolean;
  /** The words the period was read from, as they are in the text. */
  words: string;
};

type Rule = { pattern: RegExp; resolve: (match: RegExpExecArray, today: string) => Resolved | null };

const WEEKDAYS = ["lunes", "martes", "miercoles", "jueves", "viernes", "sabado", "domingo"];
const MONTHS = ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto"].concat([
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
]);
const NUMBER_WORDS = ["un", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez"];
const NUMBER = `(\\d{1,3}|una?|uno|${NUMBER_WORDS.slice(1).join("|")})`;
const MONTH = `(${MONTHS.join("|")})`;
const PASSED = "(?:pasad[oa]|anterior)";
const COMPARE_WORDS =
  /\b(?:contra|vs|versus|compar(?:ad[oa]s?|ar|a|acion)|frente a|respecto (?:a|al|de|del))\b|\bque (?:el|la) anterior\b/;
const MORE_THAN = /\b(?:mas|menos|mejor|peor)\b.*\bque\b/;
const UNIT_DAYS: Record<string, number> = { dia: 1, dias: 1, semana: 7, semanas: 7 };

const toNumber = (word: string) =>
  /^\d+$/.test(word) ? Number(word) : Math.max(1, NUMBER_WORDS.indexOf(word.replace(/^un[oa]$/, "un")) + 1);
const single = (date: string): DayRange => ({ startDate: date, endDate: date });
const named = (period: ToolPeriod, today: string): Resolved => ({
  range: namedRange(period, today),
  named: period,
});
const pad = (n: number) => String(n).padStart(2, "0");

/** The last `days` days up to today; 7 and 30 are the tools' named periods. */
function lastDays(days: number, today: string): Resolved {
  if (days === 7) return named("last_7_days", today);
  if (days === 30) return named("last_30_days", today);
  return { range: { startDate: addDays(today, 1 - days), endDate: today } };
}

/** The latest day with that ISO weekday on or before today (before today when `strict`). */
function lastWeekday(today: string, weekday: number, strict: boolean): string {
  const back = (isoWeekday(today) - weekday + 7) % 7;
  return addDays(today, -(back === 0 && strict ? 7 : back));
}

/** Saturday and Sunday: the latest weekend that has started, or with `ended`, the latest one over. */
function weekend(today: string, ended: boolean): DayRange {
  const saturday = lastWeekday(today, 6, false);
  const startDate = ended && addDays(saturday, 1) >= today ? addDays(saturday, -7) : saturday;
  return { startDate, endDate: addDays(startDate, 1) };
}

const monthRange = (year: number, month: number) => periodRange("month", `${year}-${pad(month)}-01`);

/** The latest month of that name that has started: "marzo" in November is this year's, "diciembre" last year's. */
function recentMonth(today: string, month: number): DayRange {
  const [year = 0, thisMonth = 0] = today.split("-").map(Number);
  return monthRange(month > thisMonth ? year - 1 : year, month);
}

/** The latest day with that day of the month, on or before today ("el 31" skips months without one). */
function recentMonthDay(today: string, day: number): DayRange | null {
  for (let back = 0; back < 3; back++) {
    const first = periodRange("month", addDays(`${today.slice(0, 8)}01`, -28 * back)).startDate;
    const date = `${first.slice(0, 8)}${pad(day)}`;
    if (isIsoDate(date) && date <= today) return single(date);
  }
  return null;
}

const UNIT_PERIODS: Record<string, [ToolPeriod, ToolPeriod, number]> = {
  semana: ["this_week", "last_week", 7],
  mes: ["this_month", "last_month", 30],
  ano: ["this_year", "last_year", 365],
};
const unit = (m: RegExpExecArray): [ToolPeriod, ToolPeriod, number] =>
  UNIT_PERIODS[m[1] ?? ""] ?? ["this_week", "last_week", 7];

/** Our own phrasings; chrono-node misses or misreads every one of them (see the design notes). */
const RULES: Rule[] = [
  {
    pattern: /\b(?:anteayer|antes de ayer)\b/g,
    resolve: (_, today) => ({ range: single(addDays(today, -2)) }),
  },
  { pattern: /\b(?:ayer|anoche)\b/g, resolve: (_, today) => named("yesterday", today) },
  { pattern: /\bhoy\b/g, resolve: (_, today) => named("today", today) },
  {
    pattern: new RegExp(
      `\\b(?:(?:el|del|este) )?(pasado |ultimo )?(${WEEKDAYS.join("|")})( ${PASSED})?( de la semana ${PASSED})?\\b`,
      "g",
    ),
    resolve: (m, today) => {
      const weekday = WEEKDAYS.indexOf(m[2] ?? "") + 1;
      if (m[4]) return { range: single(addDays(namedRange("last_week", today).startDate, weekday - 1)) };
      return { range: single(lastWeekday(today, weekday, Boolean(m[1] || m[3]))) };
    },
  },
  {
    pattern: new RegExp(`\\b(?:(?:el|del|este|al) )?fin de semana( ${PASSED})?\\b`, "g"),
    resolve: (m, today) => ({ range: weekend(today, Boolean(m[1])) }),
  },
  { pattern: /\best[ea] (semana|mes|ano)\b/g, resolve: (m, today) => named(unit(m)[0], today) },
  // "las horas muertas del mes", "en el año": the one in course.
  { pattern: /\b(?:del|en el) (mes|ano)\b/g, resolve: (m, today) => named(unit(m)[0], today) },
  {
    pattern: new RegExp(`\\b(?:(?:el|la|del) )?(semana|mes|ano) ${PASSED}\\b`, "g"),
    resolve: (m, today) => named(unit(m)[1], today),
  },
  {
    pattern: /\b(?:(?:el|la|del) )?ultim[oa] (semana|mes|ano)\b/g,
    resolve: (m, today) => lastDays(unit(m)[2], today),
  },
  {
    pattern: new RegExp(`\\bhace ${NUMBER} (dias?|semanas?)\\b`, "g"),
    resolve: (m, today) => ({
      range: single(addDays(today, -toNumber(m[1] ?? "") * (UNIT_DAYS[m[2] ?? ""] ?? 1))),
    }),
  },
  {
    pattern: new RegExp(`\\b(?:(?:los|las) )?(?:ultim[oa]s|pasad[oa]s) ${NUMBER} (dias|semanas)\\b`, "g"),
    resolve: (m, today) => lastDays(toNumber(m[1] ?? "") * (UNIT_DAYS[m[2] ?? ""] ?? 1), today),
  },
  {
    pattern: new RegExp(
      `\\b(?:(?:en|de|del|durante) )?(?:el mes de )?${MONTH}(?: +(?:de +)?(\\d{4}))?\\b`,
      "g",
    ),
    resolve: (m, today) => {
      const month = MONTHS.indexOf(m[1] ?? "") + 1;
      return { range: m[2] ? monthRange(Number(m[2]), month) : recentMonth(today, month) };
    },
  },
  {
    pattern: new RegExp(`\\b${MONTH} (\\d{1,2})\\b(?![/-]?\\d)`, "g"),
    resolve: (m, today) => {
      const date = `${today.slice(0, 4)}-${pad(MONTHS.indexOf(m[1] ?? "") + 1)}-${pad(Number(m[2]))}`;
      return isIsoDate(date) ? { range: single(date) } : null;
    },
  },
  {
    pattern: /\b(?:el|del|dia) (\d{1,2})\b(?![/-]\d)/g,
    resolve: (m, today) => {
      const range = recentMonthDay(today, Number(m[1]));
      return range && { range };
    },
  },
];

/**
 * Rewrites chrono-node needs, each keeping the text's length so positions still point into the question:
 * "del 1 al 15" → "1 a 15", "entre el 1 y el 15" → "1 a 15", "del 2025" → "de 2025".
 */
function rewrite(text: string): string {
  const blank = (s: string) => " ".repeat(s.length);
  return text
    .replace(/\bdel (\d{1,2}) al (?=\d)/g, (all, day: string) =>
      `${blank("del ")}${day} a  `.padEnd(all.length),
    )
    .replace(/\bentre el (\d{1,2}) y el (?=\d)/g, (all, day: string) =>
      `${blank("entre el ")}${day} a`.padEnd(all.length),
    )
    .replace(/\bdel (?=\d{4}\b)/g, "de  ");
}

function ruleMatches(text: string, today: string): PeriodMatch[] {
  return RULES.flatMap((rule) =>
    [...text.matchAll(rule.pattern)].flatMap((m) => {
      const resolved = rule.resolve(m as RegExpExecArray, today);
      return resolved ? [{ ...resolved, index: m.index, length: m[0].length }] : [];
    }),
  );
}

/** Longest matches first; a match that overlaps a longer one is dropped. Returned in text order. */
function separate(matches: PeriodMatch[]): PeriodMatch[] {
  const kept: PeriodMatch[] = [];
  const overlaps = (a: PeriodMatch, b: PeriodMatch) =>
    a.index < b.index + b.length && b.index < a.index + a.length;
  for (const match of [...matches].sort((a, b) => b.length - a.length || a.index - b.index))
    if (!kept.some((other) => overlaps(match, other))) kept.push(match);
  return kept.sort((a, b) => a.index - b.index);
}

/** Past only: a period that has begun ends today at the latest (a date said without its year is already the last one that came). */
function clip(range: DayRange, today: string): DayRange {
  return range.startDate <= today && range.endDate > today ? { ...range, endDate: today } : range;
}

/**
 * The period a question (already through `normalizeQuestion`) asks about, with `today` the club's day
 * (`YYYY-MM-DD`), or null when it names none. With several, the first one in the text; `compare` says
 * the question sets it against another ("este mes contra el anterior", "más que la semana pasada").
 */
export function parsePeriod(normalizedText: string, today: string): ParsedPeriod | null {
  const text = rewrite(normalizedText);
  const found = separate([...ruleMatches(text, today), ...explicitDates(text, today)]);
  const first = found[0];
  if (!first) return null;
  const compare = COMPARE_WORDS.test(text) || (found.length > 1 && MORE_THAN.test(text));
  const words = normalizedText.slice(first.index, first.index + first.length).trim();
  const range = clip(first.range, today);
  return first.named ? { range, named: first.named, compare, words } : { range, compare, words };
}
