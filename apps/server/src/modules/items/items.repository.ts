import { and, eq, isNull, ne, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client";
import { itemCategories, items, orderItems, orders, uploads } from "../../db/schema";

/** The item's own columns an answer needs. */
export const itemColumns = {
  id: items.id,
  name: items.name,
  brand: items.brand,
  description: items.description,
  buyPrice: items.buyPrice,
  sellPrice: items.sellPrice,
  barcode: items.barcode,
  favorite: items.favorite,
  bulk: items.bulk,
  measurementUnit: items.measurementUnit,
  allowNegativeStock: items.allowNegativeStock,
  stock: items.stock,
  criticalStock: items.criticalStock,
  createdAt: items.createdAt,
  updatedAt: items.updatedAt,
  imageId: items.imageId,
  categoryId: items.categoryId,
  productId: items.productId,
};

// With its category's name and its image's key, never the image bytes (uploads.data and thumbnail stay
// out of every item query).
const itemRowFields = { ...itemColumns, categoryName: itemCategories.name, imageKey: uploads.key };

/** The club's items that exist for people: every read goes through this filter. */
export const visibleItems = (clubId: number | Placeholder, ...more: (SQL | undefined)[]) =>
  and(eq(items.clubId, clubId), isNull(items.deletedAt), ...more);

export async function findItemRow(db: DbOrTx, clubId: number, itemId: number) {
  const [row] = await db
    .select(itemRowFields)
    .from(items)
    .leftJoin(itemCategories, eq(itemCategories.id, items.categoryId))
    .leftJoin(uploads, eq(uploads.id, items.imageId))
    .where(visibleItems(clubId, eq(items.id, itemId)));
  return row ?? null;
}

export type ItemRow = NonNullable<Awaited<ReturnType<typeof findItemRow>>>;

/**
 * Locks the item for an edit and reads what the edit rules need about its stock, computed by
 * PostgreSQL on the exact numerics.
 */
/**
 * Whether a pending or paid (not cancelled) order holds a fraction of the item: such a line must stay
 * possible to charge or to give back, so the item keeps being sold by weight or volume meanwhile.
 */
export async function hasLiveFractionalLines(tx: Tx, itemId: number) {
  const rows = await tx
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.itemId, itemId),
        ne(orders.status, "cancelled"),
        sql`${orderItems.quantity} <> trunc(${orderItems.quantity})`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function lockItemForEdit(tx: Tx, clubId: number, itemId: number) {
  const [row] = await tx
    .select({
      name: items.name,
      brand: items.brand,
      barcode: items.barcode,
      bulk: items.bulk,
      measurementUnit: items.measurementUnit,
      stock: items.stock,
      criticalStock: items.criticalStock,
      stockIsWhole: sql<boolean>`${items.stock} = trunc(${items.stock})`,
      criticalIsWhole: sql<boolean>`${items.criticalStock} = trunc(${items.criticalStock})`,
      stockIsNegative: sql<boolean>`${items.stock} < 0`,
    })
    .from(items)
    .where(visibleItems(clubId, eq(items.id, itemId)))
    .for("update");
  return row ?? null;
}

export type NewItem = Omit<typeof items.$inferInsert, "id" | "stock" | "criticalNotified" | "deletedAt">;

/** Inserts with stock 0: the initial stock arrives as the ledger's first movement. */
export async function insertItem(tx: Tx, values: NewItem) {
  const [row] = await tx.insert(items).values(values).returning({ id: items.id });
  if (!row) throw new Error("item not inserted");
  return row.id;
}

export type ItemChanges = Partial<Omit<NewItem, "clubId" | "productId" | "criticalStock">> & {
  criticalStock?: string;
};

export async function updateItemRow(tx: Tx, itemId: number, changes: ItemChanges) {
  const rearm =
    changes.criticalStock === undefined
      ? {}
      : // A level now below the stock re-arms the alert; an edit never sends one (only movements do).
        {
          criticalNotified: sql`${items.criticalNotified} and ${items.stock} <= ${changes.criticalStock}::numeric`,
        };
  await tx
    .update(items)
    .set({ ...changes, ...rearm, updatedAt: sql`now()` })
    .where(eq(items.id, itemId));
}

export async function softDeleteItem(db: DbOrTx, clubId: number, itemId: number) {
  const rows = await db
    .update(items)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(visibleItems(clubId, eq(items.id, itemId)))
    .returning({ id: items.id });
  return rows[0]?.id ?? null;
}

/** Another visible item of the club with this barcode. */
export async function barcodeTaken(db: DbOrTx, clubId: number, barcode: string, exceptItemId?: number) {
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(
      visibleItems(
        clubId,
        eq(items.barcode, barcode),
        exceptItemId === undefined ? undefined : ne(items.id, exceptItemId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function productAlreadyImported(db: DbOrTx, clubId: number, productId: number) {
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(visibleItems(clubId, eq(items.productId, productId)))
    .limit(1);
  return rows.length > 0;
}

/** Totals over the club's visible items; values are stock × price summed in numeric, rounded once. */
export async function stockSummary(db: DbOrTx, clubId: number) {
  // A negative stock (oversold) holds nothing: it counts as zero in units and values.
  const held = sql`greatest(${items.stock}, 0)`;
  const [row] = await db
    .select({
      totalItems: sql<number>`count(*)::int`,
      totalUnits: sql<string>`coalesce(sum(${held}) filter (where not ${items.bulk}), 0)::text`,
      buyValue: sql<string>`round(coalesce(sum(${held} * ${items.buyPrice}), 0))::text`,
      sellValue: sql<string>`round(coalesce(sum(${held} * ${items.sellPrice}), 0))::text`,
      criticalItems: sql<number>`(count(*) filter (where ${items.stock} <= ${items.criticalStock}))::int`,
    })
    .from(items)
    .where(visibleItems(clubId));
  if (!row) throw new Error("summary without a row");
  return row;
}
