import type { ItemCategory, ItemCategoryFilter } from "@club/contract";
import { NO_CATEGORY_LABEL } from "@club/domain";

export const ALL_CATEGORIES = "all";
export const NO_CATEGORY = "none";

/** The category filter from the URL: absent (or unreadable) means every category. */
export function parseCategoryFilter(text: string | null): ItemCategoryFilter {
  if (text === NO_CATEGORY) return NO_CATEGORY;
  const id = Number(text);
  return text && Number.isInteger(id) && id > 0 ? id : ALL_CATEGORIES;
}

export function categoryFilterOptions(categories: ItemCategory[] = []) {
  return [
    { value: ALL_CATEGORIES, label: "Todas" },
    { value: NO_CATEGORY, label: NO_CATEGORY_LABEL },
    ...categories.map((c) => ({ value: String(c.id), label: c.item_category_name })),
  ];
}

/** Choices for an item's own category: none, or one of the club's. */
export function categoryChoices(categories: ItemCategory[] = []) {
  return categories.map((c) => ({ value: String(c.id), label: c.item_category_name }));
}
