import type { AssistantFigure } from "@club/contract";
import { addDays, type DayRange, isoWeekday } from "@club/domain";
import type { ToolPeriod } from "../../src/modules/assistant/tools/period-input";
import type { SqlScope } from "./expected-sql";

/** What the evaluation reads the expected figures with: plain SQL, or a report's own API when SQL would copy it. */
export type EvalScope = SqlScope & {
  /** GET an admin API of the demo club (as its administrator) and return its JSON. */
  api: (url: string) => Promise<unknown>;
};

/** Expected days, from the club's today. */
export type When = { label: string; range: (today: string) => DayRange };

/** A figure's value the question is about: its main value unless the figure has none. */
export type Pick = (figure: AssistantFigure) => number | string | null | undefined;

export type Answerable = {
  tool: string;
  /** The key input fields the tool should be given (documentation: the figure's value tells them apart). */
  input?: Record<string, unknown>;
  /** The days the figure must cover; null: a figure of now, without period. */
  when: When | null;
  /** The expected value, read at evaluation time; null when there is nothing to compare (then only tool and days). */
  value: (s: EvalScope, days: DayRange | null) => Promise<number | null>;
  pick?: Pick;
};

export type Expectation = Answerable | { answer: "refused" } | { answer: "unknown" };

export type EvalQuestion = {
  q: string;
  /** Phrased loosely: typos, no accents, slang. */
  loose?: boolean;
  expect: Expectation;
};

// ---- days, relative to the club's today --------------------------------------------------------------

/** From `from` to `to` days from today (negative: before). */
export const days = (from: number, to = from): When => ({
  label: `days [${from}, ${to}]`,
  range: (today) => ({ startDate: addDays(today, from), endDate: addDays(today, to) }),
});

/** The first day of the month `shift` months from today's (calendar arithmetic of its own). */
function monthStart(today: string, shift: number) {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const index = year * 12 + (month - 1) + shift;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`;
}

/**
 * The days of a named period, worked out here apart from the engine's own `namedRange`, so a wrong
 * period there reads as a miss here: weeks from Monday, the current ones up to today.
 */
function namedDays(period: ToolPeriod, today: string): DayRange {
  const monday = addDays(today, 1 - isoWeekday(today));
  const year = today.slice(0, 4);
  const ranges: Record<ToolPeriod, DayRange> = {
    today: { startDate: today, endDate: today },
    yesterday: { startDate: addDays(today, -1), endDate: addDays(today, -1) },
    this_week: { startDate: monday, endDate: today },
    last_week: { startDate: addDays(monday, -7), endDate: addDays(monday, -1) },
    this_month: { startDate: monthStart(today, 0), endDate: today },
    last_month: { startDate: monthStart(today, -1), endDate: addDays(monthStart(today, 0), -1) },
    this_year: { startDate: `${year}-01-01`, endDate: today },
    last_year: { startDate: `${Number(year) - 1}-01-01`, endDate: `${Number(year) - 1}-12-31` },
    last_7_days: { startDate: addDays(today, -6), endDate: today },
    last_30_days: { startDate: addDays(today, -29), endDate: today },
  };
  return ranges[period];
}

/** One of the tools' named periods. */
export const named = (period: ToolPeriod): When => ({
  label: period,
  range: (today) => namedDays(period, today),
});

/** The latest day with that ISO weekday (1 Monday … 7 Sunday) before today, or today with `orToday`. */
export const lastWeekday = (weekday: number, orToday = true): When => ({
  label: `last weekday ${weekday}${orToday ? "" : " (strict)"}`,
  range: (today) => {
    const back = (isoWeekday(today) - weekday + 7) % 7;
    const date = addDays(today, -(back === 0 && !orToday ? 7 : back));
    return { startDate: date, endDate: date };
  },
});

/** The last weekend: Saturday and Sunday, the latest that has started (up to today). */
export const weekend: When = {
  label: "weekend",
  range: (today) => {
    const saturday = lastWeekday(6).range(today).startDate;
    // Up to today: on Saturday the weekend has only begun.
    const [endDate = today] = [addDays(saturday, 1), today].sort();
    return { startDate: saturday, endDate };
  },
};

// ---- picking a value from a figure without a main one ---------------------------------------------------

/** The `key` of the row labelled `label`. */
export const rowOf =
  (label: string, key: string): Pick =>
  (figure) =>
    figure.rows.find((row) => row.label === label)?.[key];

/** The `key` of the first row. */
export const firstRow =
  (key: string): Pick =>
  (figure) =>
    figure.rows[0]?.[key];

/** How many rows the figure lists. */
export const rowCount: Pick = (figure) => figure.rows.length;

export const refused: Expectation = { answer: "refused" };
export const unknown: Expectation = { answer: "unknown" };
