import {
  categoryCode,
  categoryLabel,
  categoryOfCode,
  MEN_CATEGORIES,
  type PlayerCategory,
  WOMEN_CATEGORIES,
} from "@club/domain";
import type { PlayerCategoryBody } from "../api/set-player-category";

/** The choice that hands the category back to the club's thresholds. */
export const BY_RESULTS = "resultados";

const choices = (categories: readonly PlayerCategory[]) =>
  categories.map((category) => ({
    value: categoryCode(category),
    label: `${categoryCode(category)} · ${categoryLabel(category)}`,
  }));

/** "Según sus resultados", then every category by code and name, men's and women's apart. */
export const CATEGORY_CHOICES = [
  { value: BY_RESULTS, label: "Según sus resultados" },
  { group: "Varones", items: choices(MEN_CATEGORIES) },
  { group: "Damas", items: choices(WOMEN_CATEGORIES) },
];

/** What the control shows chosen: the category the club fixed, else the thresholds. */
export const currentChoice = (code: string, byHand: boolean) =>
  byHand && categoryOfCode(code) ? code : BY_RESULTS;

/**
 * The body for set_player_category: a category fixed by hand, or the thresholds back in charge of the
 * one the player has now (none stays none: "Sin categoría" is no code).
 */
export function categoryBody(choice: string, currentCode: string): PlayerCategoryBody {
  if (choice !== BY_RESULTS) return { category: choice, by_hand: true };
  return { category: categoryOfCode(currentCode) ? currentCode : null, by_hand: false };
}
