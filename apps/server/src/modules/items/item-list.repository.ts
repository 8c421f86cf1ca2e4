import { and, asc, count, desc, eq, getTableName, isNull, lte, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { likePatterns } from "../../db/like-patterns";
import { preparedOnce } from "../../db/prepared";
import { itemCategories, items, itemTallies, uploads } from "../../db/schema";
import { itemColumns, visibleItems } from "./items.repository";

/** A category id, or "none" for the items without one; undefined for every category. */
export type CategoryFilter = number | "none" | undefined;

export type ItemListQuery = {
  clubId: number;
  category: CategoryFilter;
  /** What the person typed; undefined lists without searching. */
  text: string | undefined;
  /** Only the items at or below their critical stock (isCriticalStock in @club/domain). */
  critical: boolean;
  limit: number;
  offset: number;
};

const p = sql.placeholder;

/**
 * Which of the queries below a call needs: its category filter, whether only critical items count, and
 * how many search words it has.
 */
type Shape = { category: "all" | "id" | "none"; critical: boolean; terms: number };

function conditions(shape: Shape): SQL | undefined {
  const category =
    shape.category === "all"
      ? undefined
      : shape.category === "none"
        ? isNull(items.categoryId)
        : eq(items.categoryId, p("categoryId"));
  // Each word must appear (LIKE '%word%', served by the trigram index on search_text).
  const words = Array.from({ length: shape.terms }, (_, i) => sql`${items.searchText} like ${p(`w${i}`)}`);
  const critical = shape.critical ? lte(items.stock, items.criticalStock) : undefined;
  return visibleItems(p("clubId"), category, critical, ...words);
}

/** Without words: keys by an index-only scan in name order; the total from the trigger-kept tallies. */
function browseParts(db: DbOrTx, shape: Shape) {
  const t = itemTallies;
  const key =
    shape.category === "all" ? undefined : eq(t.categoryKey, shape.category === "none" ? 0 : p("categoryId"));
  return {
    keys: db
      .select({ id: items.id, nameKey: items.nameKey, exact: sql<boolean>`false`.as("exact") })
      .from(items)
      .where(conditions(shape))
      .orderBy(asc(items.nameKey), asc(items.id))
      .limit(p("limit"))
      .offset(p("offset"))
      .as("keys"),
    total: db
      .select({ n: sql<number>`coalesce(sum(${t.items}), 0)::int`.as("n") })
      .from(t)
      .where(and(eq(t.clubId, p("clubId")), key))
      .as("total"),
  };
}

/**
 * With words, or when only critical items count (the tallies cannot tell them apart): the matches are
 * collected once (from the trigram index when there are words; a CTE used twice, which PostgreSQL
 * materializes), then counted and sorted, the item whose barcode is the whole text first.
 */
function searchParts(db: DbOrTx, shape: Shape) {
  const matches = db.$with("matches").as(
    db
      .select({
        id: items.id,
        nameKey: items.nameKey,
        exact: sql<boolean>`coalesce(${items.barcode} = ${p("barcode")}, false)`.as("exact"),
      })
      .from(items)
      .where(conditions(shape)),
  );
  return {
    matches,
    keys: db
      .select()
      .from(matches)
      .orderBy(desc(matches.exact), asc(matches.nameKey), asc(matches.id))
      .limit(p("limit"))
      .offset(p("offset"))
      .as("keys"),
    total: db
      .select({ n: count().as("n") })
      .from(matches)
      .as("total"),
  };
}

/**
 * A column with its table's name: Drizzle writes a one-table select's columns unqualified, which inside
 * a correlated subquery would leave PostgreSQL to guess which table a name belongs to.
 */
const qualified = (column: PgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * The page and its total in one statement: the total's single row left-joined to the page's keys, so a
 * page past the end still answers the total. Only the page's rows are read in full, each by its id in a
 * lateral subquery (LIMIT 1 keeps PostgreSQL from flattening it), with its category's name and image key
 * by primary key: the plan stays a handful of index lookups even when PostgreSQL caches a generic plan
 * for the prepared statement.
 */
function pageQuery(db: DbOrTx, shape: Shape, name: string) {
  const { keys, total, matches } =
    shape.terms === 0 && !shape.critical
      ? { ...browseParts(db, shape), matches: undefined }
      : searchParts(db, shape);
  const c = itemCategories;
  const item = db
    .select({
      ...itemColumns,
      categoryName: sql<
        string | null
      >`(select ${qualified(c.name)} from ${c} where ${qualified(c.id)} = ${qualified(items.categoryId)})`.as(
        "category_name",
      ),
      imageKey: sql<
        string | null
      >`(select ${qualified(uploads.key)} from ${uploads} where ${qualified(uploads.id)} = ${qualified(items.imageId)})`.as(
        "image_key",
      ),
    })
    .from(items)
    .where(eq(items.id, keys.id))
    .limit(1)
    .as("item");
  return (matches ? db.with(matches) : db)
    .select()
    .from(total)
    .leftJoin(keys, sql`true`)
    .leftJoinLateral(item, sql`true`)
    .orderBy(desc(keys.exact), asc(keys.nameKey), asc(keys.id))
    .prepare(name);
}

// The inventory list is the busiest screen: each shape is built and planned once per database (the
// number of shapes is bounded: three category filters, with or without the critical filter, times the
// words a 100-character text can hold).
const preparedPage = (db: DbOrTx, shape: Shape) =>
  preparedOnce(
    db,
    `items_page_${shape.category}${shape.critical ? "_critical" : ""}_${shape.terms}`,
    (name) => pageQuery(db, shape, name),
  );

/** One page of the club's items, by name (a whole-barcode match first when searching), and the total. */
export async function listItemPage(db: DbOrTx, q: ItemListQuery) {
  const words = q.text === undefined ? [] : likePatterns(q.text);
  const category = q.category === undefined ? "all" : q.category === "none" ? "none" : "id";
  const rows = await preparedPage(db, { category, critical: q.critical, terms: words.length }).execute({
    clubId: q.clubId,
    categoryId: typeof q.category === "number" ? q.category : null,
    barcode: q.text?.trim() ?? null,
    limit: q.limit,
    offset: q.offset,
    ...Object.fromEntries(words.map((w, i) => [`w${i}`, w])),
  });
  return {
    rows: rows.flatMap((r) => (r.item ? [r.item] : [])),
    total: rows[0]?.total.n ?? 0,
  };
}
