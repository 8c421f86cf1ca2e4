import type { StockReason } from "@club/domain";
import { and, count, desc, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client";
import { preparedInTransaction } from "../../db/prepared";
import { clubs, items, stockMovements, users } from "../../db/schema";

// Movements beyond this would overflow numeric(14, 3); refused before PostgreSQL raises an error.
const STOCK_LIMIT = "100000000000";

type MovementKind = "count" | "cancellation" | "move";
const kindOf = (reason: StockReason): MovementKind =>
  reason === "count" || reason === "cancellation" ? reason : "move";

const lockItemQuery = (kind: MovementKind) => (tx: Tx, name: string) => {
  const given = sql`${sql.placeholder("quantity")}::numeric`;
  const delta = kind === "count" ? sql`(${given} - ${items.stock})` : given;
  const after = sql`(${items.stock} + ${delta})`;
  return tx
    .select({
      name: items.name,
      bulk: items.bulk,
      measurementUnit: items.measurementUnit,
      stock: items.stock,
      criticalStock: items.criticalStock,
      allowNegativeStock: items.allowNegativeStock,
      criticalNotified: items.criticalNotified,
      delta: sql<string>`(${delta})::text`,
      after: sql<string>`(${after})::text`,
      afterIsNegative: sql<boolean>`${after} < 0`,
      afterIsCritical: sql<boolean>`${after} <= ${items.criticalStock}`,
      afterTooLarge: sql<boolean>`abs(${after}) >= ${STOCK_LIMIT}::numeric`,
    })
    .from(items)
    .where(
      and(
        eq(items.id, sql.placeholder("itemId")),
        eq(items.clubId, sql.placeholder("clubId")),
        // A cancellation gives a sale's stock back even to an item deleted since, so the ledger stays whole.
        kind === "cancellation" ? undefined : isNull(items.deletedAt),
      ),
    )
    .for("no key update")
    .prepare(name);
};

/**
 * Locks the item row until the transaction ends and works out the movement on the locked values, in
 * PostgreSQL numeric: `quantity` is added, or for a count it is the counted stock and the movement is
 * the difference. Concurrent movements on the item wait here, so each one sees the stock the previous
 * one left. The lock is FOR NO KEY UPDATE, the one the stock update itself takes: it does not wait for
 * the key-share locks that rows referencing the item take (a sale's line inserted before its stock
 * moves), which FOR UPDATE would, deadlocking two sales of the same item. A prepared statement per kind
 * of movement.
 */
export async function lockItemForMovement(
  tx: Tx,
  opts: { clubId: number; itemId: number; reason: StockReason; quantity: string },
) {
  const kind = kindOf(opts.reason);
  const query = preparedInTransaction(tx, `stock_lock_item_${kind}`, lockItemQuery(kind));
  const [row] = await query.execute({ itemId: opts.itemId, clubId: opts.clubId, quantity: opts.quantity });
  return row ?? null;
}

export type MovementRecord = {
  clubId: number;
  itemId: number;
  quantity: string;
  stockAfter: string;
  /** Whether the alert for the stock's current crossing of its critical level has been sent. */
  criticalNotified: boolean;
  reason: StockReason;
  note: string | null;
  userId: number | null;
  orderId: number | null;
};

const recordMovementQuery = (tx: Tx, name: string) => {
  const stockWrite = tx.$with("stock_write").as(
    tx
      .update(items)
      .set({
        stock: sql`${sql.placeholder("stockAfter")}`,
        criticalNotified: sql`${sql.placeholder("criticalNotified")}`,
        updatedAt: sql`now()`,
      })
      .where(eq(items.id, sql.placeholder("itemId")))
      .returning({ id: items.id }),
  );
  return tx
    .with(stockWrite)
    .insert(stockMovements)
    .values({
      clubId: sql.placeholder("clubId"),
      itemId: sql.placeholder("itemId"),
      quantity: sql.placeholder("quantity"),
      stockAfter: sql.placeholder("stockAfter"),
      reason: sql.placeholder("reason"),
      note: sql.placeholder("note"),
      userId: sql.placeholder("userId"),
      orderId: sql.placeholder("orderId"),
    })
    .returning({ id: stockMovements.id })
    .prepare(name);
};

/**
 * The item's new stock and its ledger row, written together by one statement (the update runs as a
 * data-modifying WITH of the ledger's insert, which PostgreSQL always runs to completion). Answers the
 * ledger row's id.
 */
export async function recordMovement(tx: Tx, values: MovementRecord) {
  const [row] = await preparedInTransaction(tx, "stock_record_movement", recordMovementQuery).execute(values);
  if (!row) throw new Error("stock movement not inserted");
  return row.id;
}

function movementsPage(db: DbOrTx, where: SQL | undefined, limit: number, offset: number) {
  const m = stockMovements;
  // Newest first by a backward read of (item_id, created_at, id); the total rides along on each row.
  return db
    .select({
      id: m.id,
      reason: m.reason,
      quantity: m.quantity,
      stockAfter: m.stockAfter,
      note: m.note,
      orderId: m.orderId,
      createdAt: m.createdAt,
      userId: users.id,
      userName: users.name,
      userLastname: users.lastname,
      timeZone: clubs.timeZone,
      total: sql<number>`(select count(*)::int from ${m} where ${where})`.mapWith(Number),
    })
    .from(m)
    .innerJoin(clubs, eq(clubs.id, m.clubId))
    .leftJoin(users, eq(users.id, m.userId))
    .where(where)
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(limit)
    .offset(offset);
}

export type MovementRow = Awaited<ReturnType<typeof movementsPage>>[number];

/** A page of one item's movements, newest first, and how many it has in all. */
export async function listMovements(
  db: DbOrTx,
  opts: { clubId: number; itemId: number; limit: number; offset: number },
) {
  const where = and(eq(stockMovements.itemId, opts.itemId), eq(stockMovements.clubId, opts.clubId));
  const rows = await movementsPage(db, where, opts.limit, opts.offset);
  // A page past the end has no row to carry the total; only then is it counted on its own.
  const total = rows[0]?.total ?? (opts.offset === 0 ? 0 : await countMovements(db, where));
  return { rows, total };
}

async function countMovements(db: DbOrTx, where: SQL | undefined) {
  const [row] = await db.select({ n: count() }).from(stockMovements).where(where);
  return row?.n ?? 0;
}

export async function findMovement(db: DbOrTx, clubId: number, movementId: number) {
  const where = and(eq(stockMovements.id, movementId), eq(stockMovements.clubId, clubId));
  const [row] = await movementsPage(db, where, 1, 0);
  return row ?? null;
}

/** Whether the club has this item, not deleted. */
export async function itemIsVisible(db: DbOrTx, clubId: number, itemId: number) {
  const rows = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.id, itemId), eq(items.clubId, clubId), isNull(items.deletedAt)))
    .limit(1);
  return rows.length > 0;
}
