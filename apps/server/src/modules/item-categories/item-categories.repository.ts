import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { itemCategories, itemTallies, uploads } from "../../db/schema";

const c = itemCategories;

function categoriesWithCounts(db: DbOrTx) {
  return db
    .select({
      id: c.id,
      name: c.name,
      description: c.description,
      imageId: uploads.id,
      imageKey: uploads.key,
      // Kept exact by triggers on items: visible (not deleted) items of the category.
      itemsCount: sql<number>`coalesce(${itemTallies.items}, 0)`.mapWith(Number),
    })
    .from(c)
    .leftJoin(uploads, eq(uploads.id, c.imageId))
    .leftJoin(itemTallies, and(eq(itemTallies.clubId, c.clubId), eq(itemTallies.categoryKey, c.id)))
    .$dynamic();
}

export type CategoryRow = Awaited<ReturnType<typeof categoriesWithCounts>>[number];

export function listCategories(db: DbOrTx, clubId: number) {
  return categoriesWithCounts(db)
    .where(eq(c.clubId, clubId))
    .orderBy(asc(sql`lower(${c.name})`), asc(c.id));
}

export async function findCategory(db: DbOrTx, clubId: number, categoryId: number) {
  const [row] = await categoriesWithCounts(db).where(and(eq(c.clubId, clubId), eq(c.id, categoryId)));
  return row ?? null;
}

export async function categoryInClub(db: DbOrTx, clubId: number, categoryId: number) {
  const rows = await db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.clubId, clubId), eq(c.id, categoryId)))
    .limit(1);
  return rows.length > 0;
}

/** The club's category with this name regardless of case (the unique index compares lower()). */
export async function findCategoryIdByName(db: DbOrTx, clubId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: c.id })
    .from(c)
    .where(
      and(
        eq(c.clubId, clubId),
        eq(sql`lower(${c.name})`, name.toLowerCase()),
        exceptId === undefined ? undefined : ne(c.id, exceptId),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export type CategoryValues = { name: string; description: string; imageId: number | null };

export async function insertCategory(db: DbOrTx, clubId: number, values: CategoryValues) {
  const [row] = await db
    .insert(c)
    .values({ clubId, ...values })
    .returning({ id: c.id });
  if (!row) throw new Error("category not inserted");
  return row.id;
}

/**
 * The club's category with this name, created when missing. ON CONFLICT DO NOTHING waits for a
 * concurrent insert of the same name, so two imports at once end with one category.
 */
export async function ensureCategoryNamed(db: DbOrTx, clubId: number, name: string) {
  await db.insert(c).values({ clubId, name }).onConflictDoNothing();
  const id = await findCategoryIdByName(db, clubId, name);
  if (id === null) throw new Error(`category ${name} neither inserted nor found`);
  return id;
}

export async function updateCategory(db: DbOrTx, clubId: number, categoryId: number, values: CategoryValues) {
  const rows = await db
    .update(c)
    .set(values)
    .where(and(eq(c.clubId, clubId), eq(c.id, categoryId)))
    .returning({ id: c.id });
  return rows[0]?.id ?? null;
}

/** Its items keep everything and fall back to "Sin categoria" (the foreign key sets null). */
export async function deleteCategory(db: DbOrTx, clubId: number, categoryId: number) {
  const rows = await db
    .delete(c)
    .where(and(eq(c.clubId, clubId), eq(c.id, categoryId)))
    .returning({ id: c.id });
  return rows[0]?.id ?? null;
}
