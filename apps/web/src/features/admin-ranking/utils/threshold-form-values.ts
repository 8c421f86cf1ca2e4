import type { EndpointResponse, getCategoryThresholds } from "@club/contract";
import {
  categoryCode,
  categoryLabel,
  formatEsClNumber,
  MEN_CATEGORIES,
  type NumberRule,
  type PlayerCategory,
  parseEsClNumber,
  WOMEN_CATEGORIES,
} from "@club/domain";
import type { ThresholdsBody } from "../api/category-thresholds";

export type Thresholds = EndpointResponse<typeof getCategoryThresholds>;

/** The points a category asks, typed by category code ("M3ra": "1.200"); empty when it asks none. */
export type ThresholdFormValues = Record<string, string>;

export const POINTS_RULE: NumberRule = {
  decimals: 0,
  negative: false,
  tooPrecise: "Los puntos son enteros, sin decimales",
};
const MAX_POINTS = 100_000;

/** "M3ra · 3ra (varones)": the code the app shows and the name the spec gives it. */
export const categoryName = (category: PlayerCategory) =>
  `${categoryCode(category)} · ${categoryLabel(category)}`;

interface ThresholdList {
  title: string;
  /** Strongest first: the categories reached by points. */
  ranked: readonly PlayerCategory[];
  /** The weakest of the list: everyone starts or falls there, with no threshold. */
  entry: PlayerCategory;
}

const listOf = (title: string, categories: readonly PlayerCategory[]): ThresholdList => ({
  title,
  ranked: categories.slice(0, -1),
  entry: categories.at(-1) as PlayerCategory,
});

export const THRESHOLD_LISTS: readonly ThresholdList[] = [
  listOf("Varones", MEN_CATEGORIES),
  listOf("Damas", WOMEN_CATEGORIES),
];

const RANKED_CODES = THRESHOLD_LISTS.flatMap((list) => list.ranked.map(categoryCode));

/** The form's fields are the category codes; the server's `thresholds` problem goes in an alert. */
export const THRESHOLD_FIELDS: readonly string[] = RANKED_CODES;

export function thresholdFormValues(saved: Thresholds): ThresholdFormValues {
  const points = new Map(saved.thresholds.map((each) => [each.category, each.min_points]));
  return Object.fromEntries(
    RANKED_CODES.map((code) => {
      const value = points.get(code);
      return [code, value === undefined ? "" : formatEsClNumber(value, POINTS_RULE)];
    }),
  );
}

/** Every threshold typed, strongest first in each list; an empty field sends nothing. */
export function thresholdsBody(values: ThresholdFormValues): ThresholdsBody {
  return {
    thresholds: RANKED_CODES.flatMap((code) => {
      const { value } = parseEsClNumber(values[code] ?? "", POINTS_RULE);
      return value == null ? [] : [{ category: code, min_points: value }];
    }),
  };
}

/**
 * Each field's problem: unreadable, above the contract's limit, or not above every weaker category of its
 * list (the same rule the server checks, said beside the field that breaks it).
 */
export function validateThresholds(values: ThresholdFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const list of THRESHOLD_LISTS) {
    let below: { code: string; points: number } | null = null;
    for (const code of [...list.ranked].reverse().map(categoryCode)) {
      const { value, error } = parseEsClNumber(values[code] ?? "", POINTS_RULE);
      if (error) errors[code] = error;
      else if (value == null) continue;
      else if (value > MAX_POINTS) errors[code] = "El puntaje mínimo puede ser hasta 100.000";
      else if (below && value <= below.points) {
        errors[code] =
          `Debe pedir más puntos que ${below.code} (${formatEsClNumber(below.points, POINTS_RULE)})`;
      } else below = { code, points: value };
    }
  }
  return errors;
}

/** The server names a threshold by its place in the list sent ("thresholds.2.min_points"): its code here. */
export function thresholdFieldOf(sent: ThresholdsBody) {
  return (serverField: string) => {
    const index = /^thresholds\.(\d+)\./.exec(serverField)?.[1];
    return (index !== undefined && sent.thresholds[Number(index)]?.category) || serverField;
  };
}
