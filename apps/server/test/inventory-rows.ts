import { eq } from "drizzle-orm";
import type { DbOrTx } from "../src/db/client";
import { itemCategories, items, stockMovements } from "../src/db/schema";
import { stored } from "./stored";

/** One stored item, as the table holds it (stock and critical stock as exact decimal text). */
export async function itemRow(db: DbOrTx, id: number) {
  const [row] = await db.select().from(items).where(eq(items.id, id));
  return row;
}

/** Every item stored for a club, deleted ones too. */
export const itemsOfClub = (db: DbOrTx, clubId: number) =>
  db.select().from(items).where(eq(items.clubId, clubId));

/** Every stock movement stored for a club. */
export const movementsOfClub = (db: DbOrTx, clubId: number) =>
  db.select().from(stockMovements).where(eq(stockMovements.clubId, clubId));

/** Every item category stored for a club. */
export const categoriesOfClub = (db: DbOrTx, clubId: number) =>
  db.select().from(itemCategories).where(eq(itemCategories.clubId, clubId));

/** Moves an item to a category (or none) straight in the table, as a statement outside the API would. */
export const moveItemToCategory = (db: DbOrTx, itemId: number, categoryId: number | null) =>
  stored(db)`update items set item_category_id = ${categoryId} where id = ${itemId}`;
