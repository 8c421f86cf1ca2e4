export const MEN_CATEGORIES = ["1ra", "2da", "3ra", "4ta", "5ta", "6ta"] as const;
export const WOMEN_CATEGORIES = ["A", "B", "C", "D"] as const;
export const PLAYER_CATEGORIES = [...MEN_CATEGORIES, ...WOMEN_CATEGORIES] as const;

export type MenCategory = (typeof MEN_CATEGORIES)[number];
export type WomenCategory = (typeof WOMEN_CATEGORIES)[number];
export type PlayerCategory = (typeof PLAYER_CATEGORIES)[number];

/** A player of no category ("Sin categoría", with its accent as the spec writes it for players). */
export const NO_PLAYER_CATEGORY_LABEL = "Sin categoría";

export interface CategoryOption {
  value: PlayerCategory;
  label: string;
}

export const PLAYER_CATEGORY_OPTIONS: readonly CategoryOption[] = [
  ...MEN_CATEGORIES.map((value) => ({ value, label: `${value} (varones)` })),
  ...WOMEN_CATEGORIES.map((value) => ({ value, label: `${value} (damas)` })),
];

export function isPlayerCategory(value: unknown): value is PlayerCategory {
  return typeof value === "string" && (PLAYER_CATEGORIES as readonly string[]).includes(value);
}

function isMenCategory(value: string): value is MenCategory {
  return (MEN_CATEGORIES as readonly string[]).includes(value);
}

/** Short code shown on cards: "M" prefix for men's categories, "F" for women's. */
export function categoryCode(category: string | null | undefined): string {
  if (!isPlayerCategory(category)) return NO_PLAYER_CATEGORY_LABEL;
  return isMenCategory(category) ? `M${category}` : `F${category}`;
}

/** The codes the API speaks for categories (M1ra … M6ta, FA … FD). */
export const PLAYER_CATEGORY_CODES = PLAYER_CATEGORIES.map(categoryCode);

/** The category a code names ("M3ra" → "3ra", "FB" → "B"); null for any other text. */
export function categoryOfCode(code: string): PlayerCategory | null {
  return PLAYER_CATEGORIES.find((category) => categoryCode(category) === code) ?? null;
}

/** The category in words for lists ("1ra (varones)", "B (damas)"), or 'Sin categoría'. */
export function categoryLabel(category: string | null | undefined): string {
  return (
    PLAYER_CATEGORY_OPTIONS.find((option) => option.value === category)?.label ?? NO_PLAYER_CATEGORY_LABEL
  );
}

/**
 * The categories a match admits, from the strongest to the weakest of one list (men's 1ra is the strongest
 * of its list, 6ta the weakest; women's A to D).
 */
export interface CategoryRange {
  strongest: PlayerCategory;
  weakest: PlayerCategory;
}

const categoryList = (category: PlayerCategory): readonly PlayerCategory[] =>
  isMenCategory(category) ? MEN_CATEGORIES : WOMEN_CATEGORIES;

/** Why a range cannot be a match's: its ends come from both lists, or the weakest is above the strongest. */
export function categoryRangeProblem({ strongest, weakest }: CategoryRange): string | null {
  const list = categoryList(strongest);
  if (list !== categoryList(weakest)) return "El rango debe ser solo de varones o solo de damas.";
  if (list.indexOf(strongest) > list.indexOf(weakest)) {
    return `El rango está al revés: ${categoryCode(strongest)} es más baja que ${categoryCode(weakest)}.`;
  }
  return null;
}

/** Whether a player of this category (or none) may join a match of this range. */
export function isInCategoryRange(category: string | null | undefined, range: CategoryRange): boolean {
  if (!isPlayerCategory(category)) return false;
  const list = categoryList(range.strongest);
  const position = list.indexOf(category);
  return position >= list.indexOf(range.strongest) && position <= list.indexOf(range.weakest);
}

/**
 * The range ends that take a category in: the strongest end is it or above it in its list, the weakest
 * is it or below (a list can filter stored ranges with this without knowing their order).
 */
export function rangeEndsAdmitting(category: PlayerCategory): {
  strongest: PlayerCategory[];
  weakest: PlayerCategory[];
} {
  const list = categoryList(category);
  const position = list.indexOf(category);
  return { strongest: list.slice(0, position + 1), weakest: list.slice(position) };
}

/** "M3ra a M5ta", or the one code when the range is a single category. */
export function categoryRangeLabel({ strongest, weakest }: CategoryRange): string {
  return strongest === weakest
    ? categoryCode(strongest)
    : `${categoryCode(strongest)} a ${categoryCode(weakest)}`;
}
