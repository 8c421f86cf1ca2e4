import { type DayRange, dayRangeWords } from "@club/domain";

/** How a figure's column is read (the web formats each kind: pesos, counts, percentages…). */
export type FigureColumnKind = "clp" | "count" | "percent" | "quantity" | "text" | "date" | "time";
export type FigureColumn = { key: string; label: string; kind: FigureColumnKind };
export type FigureRow = Record<string, string | number | null>;

/**
 * What a tool answers: a small table of numbers read from the club's data, the days it covers, the
 * filters it used, its main value, and the back office's screen that shows the same figure.
 */
export type Figure = {
  tool: string;
  title: string;
  period: (DayRange & { text: string }) | null;
  filters: { label: string; value: string }[];
  columns: FigureColumn[];
  rows: FigureRow[];
  main: { key: string; row: number } | null;
  chart: "none" | "bar";
  link: { href: string; label: string } | null;
};

/** The figure's period: its days and how people say them, the year only when it is not this one. */
export const figurePeriod = (range: DayRange, today: string): NonNullable<Figure["period"]> => ({
  ...range,
  text: dayRangeWords(range, today.slice(0, 4)),
});

/** The figure's main value, when it has one. */
export function mainValue(figure: Figure): string | number | null {
  if (!figure.main) return null;
  return figure.rows[figure.main.row]?.[figure.main.key] ?? null;
}
