import {
  categoryCode,
  isPlayerCategory,
  MEN_CATEGORIES,
  type PlayerCategory,
  WOMEN_CATEGORIES,
} from "./categories";

/**
 * A player's category follows their ranking points once their rating is no longer provisional: from their
 * fifth confirmed match at the club. Before that a single result would move a newcomer too far.
 */
export const MATCHES_BEFORE_CATEGORY_MOVES = 5;

/** The points from which a club ranks a player in a category; the weakest of each list needs none. */
export type CategoryThresholds = ReadonlyMap<PlayerCategory, number>;

const listOf = (category: PlayerCategory): readonly PlayerCategory[] =>
  (MEN_CATEGORIES as readonly string[]).includes(category) ? MEN_CATEGORIES : WOMEN_CATEGORIES;

/**
 * The category a player belongs in after a result: the strongest of their own list (men's or women's)
 * whose threshold their points reach. A list the club gave no thresholds moves nobody, nor does a player
 * without a category, one the club placed by hand, or one still provisional.
 */
export function categoryByPoints(
  player: { category: string | null; byHand: boolean; played: number; points: number },
  thresholds: CategoryThresholds,
): string | null {
  const { category } = player;
  if (!isPlayerCategory(category) || player.byHand) return category;
  if (player.played < MATCHES_BEFORE_CATEGORY_MOVES) return category;
  const list = listOf(category);
  const weakest = list[list.length - 1] as PlayerCategory;
  if (!list.some((each) => each !== weakest && thresholds.has(each))) return category;
  return (
    list.find((each) => player.points >= (each === weakest ? 0 : (thresholds.get(each) ?? Infinity))) ??
    weakest
  );
}

/**
 * Why a club's thresholds cannot stand: a stronger category must ask more points than every weaker one of
 * its list, and the weakest of a list takes everyone below (it has no threshold).
 */
export function categoryThresholdsProblem(thresholds: CategoryThresholds): string | null {
  for (const list of [MEN_CATEGORIES, WOMEN_CATEGORIES] as const) {
    const weakest = list[list.length - 1] as PlayerCategory;
    if (thresholds.has(weakest)) {
      return `${categoryCode(weakest)} es la categoría de entrada: no lleva puntaje mínimo.`;
    }
    let below: { category: PlayerCategory; points: number } | null = null;
    for (const category of [...list].reverse()) {
      const points = thresholds.get(category);
      if (points === undefined) continue;
      if (below && points <= below.points) {
        return `${categoryCode(category)} debe pedir más puntos que ${categoryCode(below.category)}.`;
      }
      below = { category, points };
    }
  }
  return null;
}
