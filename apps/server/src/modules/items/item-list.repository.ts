import { asc, count, desc, eq, isNull, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { itemCategories, items, uploads } from "../../db/schema";
import { likePatterns } from "./item-search";
import { itemRowFields, visibleItems } from "./items.repository";

/** A category id, or "none" for the items without one; undefined for every category. */
export type CategoryFilter = number | "none" | undefined;

export type ItemListQuery = {
  clubId: number;
  category: CategoryFilter;
  /** What the person typed; undefined lists without searching. */
  text: string | undefined;
  limit: number;
  offset: number;
};

function categoryCondition(category: CategoryFilter): SQL | undefined {
  if (category === undefined) return undefined;
  return category === "none" ? isNull(items.categoryId) : eq(items.categoryId, category);
}

function searchConditions(text: string | undefined): SQL[] {
  // Each term must appear (LIKE '%term%', served by the trigram index on search_text).
  return text === undefined ? [] : likePatterns(text).map((p) => sql`${items.searchText} like ${p}`);
}

/**
 * One page of the club's items and the total, in one statement. Without text: the page's keys come from
 * an index-only scan of items_order_idx / items_category_idx (already in name order), then only those
 * rows are read and joined; the total is an index-only count. With text: the matches are collected once
 * (a CTE used twice, so PostgreSQL materializes it) from the trigram index, then counted and sorted,
 * an item whose barcode is the whole text first.
 */
export async function listItemPage(db: DbOrTx, q: ItemListQuery) {
  const where = visibleItems(q.clubId, categoryCondition(q.category), ...searchConditions(q.text));
  const rows = await (q.text === undefined ? browsePage(db, where, q) : searchPage(db, where, q.text, q));
  // A page past the end has no row to carry the total; only then is it counted on its own.
  const total = rows[0]?.total ?? (q.offset === 0 ? 0 : await countItems(db, where));
  return { rows, total };
}

type Window = { limit: number; offset: number };

function browseKeys(db: DbOrTx, where: SQL | undefined, w: Window) {
  return db
    .select({ id: items.id, nameKey: items.nameKey, exact: sql<boolean>`false`.as("exact") })
    .from(items)
    .where(where)
    .orderBy(asc(items.nameKey), asc(items.id))
    .limit(w.limit)
    .offset(w.offset)
    .as("keys");
}

function browsePage(db: DbOrTx, where: SQL | undefined, w: Window) {
  return pageRows(db, browseKeys(db, where, w), db.select({ n: count() }).from(items).where(where));
}

function searchPage(db: DbOrTx, where: SQL | undefined, text: string, w: Window) {
  const matches = db.$with("matches").as(
    db
      .select({
        id: items.id,
        nameKey: items.nameKey,
        exact: sql<boolean>`coalesce(${items.barcode} = ${text.trim()}, false)`.as("exact"),
      })
      .from(items)
      .where(where),
  );
  const keys = db
    .select()
    .from(matches)
    .orderBy(desc(matches.exact), asc(matches.nameKey), asc(matches.id))
    .limit(w.limit)
    .offset(w.offset)
    .as("keys");
  return pageRows(db.with(matches), keys, db.select({ n: count() }).from(matches));
}

type Keys = ReturnType<typeof browseKeys>;

/** The page's rows in the keys' order, each carrying the total (an uncorrelated subquery, run once). */
function pageRows(db: Pick<DbOrTx, "select">, keys: Keys, total: SQLWrapper) {
  return db
    .select({ ...itemRowFields, total: sql<number>`(${total})`.mapWith(Number) })
    .from(keys)
    .innerJoin(items, eq(items.id, keys.id))
    .leftJoin(itemCategories, eq(itemCategories.id, items.categoryId))
    .leftJoin(uploads, eq(uploads.id, items.imageId))
    .orderBy(desc(keys.exact), asc(keys.nameKey), asc(keys.id));
}

async function countItems(db: DbOrTx, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(items).where(where);
  return row?.n ?? 0;
}
