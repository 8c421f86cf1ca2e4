import { normalizeSearchText, searchTextOf } from "@club/domain";
import { and, asc, count, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { likePatterns } from "../../db/like-patterns";
import { items, productCategories, products, uploads } from "../../db/schema";

export type ProductListQuery = {
  /** The caller's club: its own imports mark the products already added. */
  clubId: number;
  categoryId: number | undefined;
  /** What the person typed; undefined lists the whole catalog. */
  text: string | undefined;
  limit: number;
  offset: number;
};

function productFilter(q: ProductListQuery): SQL | undefined {
  // Each word must appear (LIKE '%word%' on the accent-free search_text, served by the trigram index).
  const words = q.text === undefined ? [] : likePatterns(q.text);
  return and(
    q.categoryId === undefined ? undefined : eq(products.categoryId, q.categoryId),
    ...words.map((pattern) => sql`${products.searchText} like ${pattern}`),
  );
}

/**
 * One page of the catalog and its total in a single statement: the total comes from a one-row count,
 * and the page is joined to it laterally, so even a page past the end answers with the total. The
 * catalog is shared reference data of a few thousand rows at most; the filter runs twice (count and
 * page) rather than materializing the matches.
 */
export async function listProductPage(db: DbOrTx, q: ProductListQuery) {
  const where = productFilter(q);
  const text = q.text?.trim() ?? null;
  // A scanned barcode finds its product first, before the products that merely contain those digits.
  const exactBarcode = sql`coalesce(${products.barcode} = ${text}, false)`;
  const total = db
    .select({ n: count().as("n") })
    .from(products)
    .where(where)
    .as("total");
  const page = db
    .select({
      id: products.id,
      name: products.name,
      brand: products.brand,
      description: products.description,
      barcode: products.barcode,
      categoryId: products.categoryId,
      categoryName: sql<string | null>`${productCategories.name}`.as("category_name"),
      imageId: products.imageId,
      imageKey: uploads.key,
      itemId: sql<number | null>`${items.id}`.as("item_id"),
    })
    .from(products)
    .leftJoin(productCategories, eq(productCategories.id, products.categoryId))
    .leftJoin(uploads, eq(uploads.id, products.imageId))
    // At most one live item per club and product (items_club_product_key).
    .leftJoin(
      items,
      and(eq(items.clubId, q.clubId), eq(items.productId, products.id), isNull(items.deletedAt)),
    )
    .where(where)
    .orderBy(...(text === null ? [] : [desc(exactBarcode)]), asc(products.nameKey), asc(products.id))
    .limit(q.limit)
    .offset(q.offset)
    .as("page");
  // Keyed by alias: { total: { n }, page: row | null }; an empty page is one row with page null.
  const rows = await db.select().from(total).leftJoinLateral(page, sql`true`);
  return {
    total: rows[0]?.total.n ?? 0,
    rows: rows.flatMap((r) => (r.page ? [r.page] : [])),
  };
}

export type ProductRow = Awaited<ReturnType<typeof listProductPage>>["rows"][number];

export async function listProductCategories(db: DbOrTx) {
  return db
    .select({
      id: productCategories.id,
      name: productCategories.name,
      description: productCategories.description,
    })
    .from(productCategories)
    .orderBy(asc(productCategories.name), asc(productCategories.id));
}

export async function insertProductCategories(db: DbOrTx, rows: { name: string; description: string }[]) {
  if (rows.length === 0) return [];
  return db
    .insert(productCategories)
    .values(rows)
    .returning({ id: productCategories.id, name: productCategories.name });
}

export type NewProduct = {
  name: string;
  brand: string;
  description: string;
  barcode: string | null;
  categoryId: number | null;
  imageId: number | null;
};

/** Inserts catalog products with their order and search columns derived here, never by the caller. */
export async function insertProducts(db: DbOrTx, rows: NewProduct[]) {
  if (rows.length === 0) return [];
  return db
    .insert(products)
    .values(rows.map((p) => ({ ...p, nameKey: normalizeSearchText(p.name), searchText: searchTextOf(p) })))
    .returning();
}
