import type { OrderState } from "@club/domain";
import { and, asc, desc, eq, gte, lt, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx, Tx } from "../../db/client";
import { clubToday } from "../../db/club-today";
import { preparedInTransaction, preparedOnce } from "../../db/prepared";
import {
  cashRegisterRecords,
  cashRegisters,
  clubs,
  orderBookings,
  orderItems,
  orderPayments,
  orders,
} from "../../db/schema";
import { lockedOpenRecordOf } from "../cash-registers/cash-registers.repository";
import { ordersByStatus } from "../sales-reports/sales-reports.repository";
import { orderContentJson, readOrderContent } from "./order-lines.repository";

export type OrderInsert = typeof orders.$inferInsert;

/** What a new order is claimed with: it starts pending, with no amount, until its lines are stored. */
export type OrderClaim = {
  clubId: number;
  source: string;
  idempotencyKey: string;
  requestHash: string;
  mailClientName: string | null;
  mailClientLastname: string | null;
  mailClientEmail: string | null;
  createdBy: number;
  now: Date;
};

const claimQuery = (tx: Tx, name: string) =>
  tx
    .insert(orders)
    .values({
      clubId: sql.placeholder("clubId"),
      status: "pending",
      source: sql.placeholder("source"),
      amount: 0,
      idempotencyKey: sql.placeholder("idempotencyKey"),
      requestHash: sql.placeholder("requestHash"),
      mailClientName: sql.placeholder("mailClientName"),
      mailClientLastname: sql.placeholder("mailClientLastname"),
      mailClientEmail: sql.placeholder("mailClientEmail"),
      createdBy: sql.placeholder("createdBy"),
      createdAt: sql.placeholder("now"),
      updatedAt: sql.placeholder("now"),
    })
    .onConflictDoNothing({ target: [orders.clubId, orders.idempotencyKey] })
    .returning({ id: orders.id })
    .prepare(name);

/**
 * Claims an idempotency key by inserting its order. A request holding the same key in an open
 * transaction makes this wait on the unique index until it ends; once that one committed, nothing is
 * inserted and null comes back (the key is taken), once it rolled back the key is claimed here.
 */
export async function claimOrderKey(tx: Tx, claim: OrderClaim): Promise<number | null> {
  const [row] = await preparedInTransaction(tx, "order_claim_key", claimQuery).execute(claim);
  return row?.id ?? null;
}

/** The order that claimed a key, with the hash of the request that created it. */
export async function findOrderByKey(db: DbOrTx, clubId: number, key: string) {
  const [row] = await db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.clubId, clubId), eq(orders.idempotencyKey, key)));
  return row ?? null;
}

/**
 * The club's order, locked until the transaction ends: changes of one order (an edit, a charge, two
 * cancellations) run one after another, and each sees the state the previous one left.
 */
export async function lockClubOrder(tx: Tx, clubId: number, id: number) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.clubId, clubId)))
    .for("update");
  return row ?? null;
}

export type OrderRow = NonNullable<Awaited<ReturnType<typeof lockClubOrder>>>;

export async function updateOrder(tx: Tx, id: number, values: Partial<OrderInsert>) {
  await tx.update(orders).set(values).where(eq(orders.id, id));
}

export type OrderPayment = {
  amount: number;
  cashPayed: number;
  change: number;
  /** Whose open register record the money lands in. */
  staffId: number;
  paidAt: Date;
};

const payQuery = (tx: Tx, name: string) => {
  const record = lockedOpenRecordOf(tx, sql.placeholder("staffId"));
  return tx
    .update(orders)
    .set({
      status: "paid",
      amount: sql`${sql.placeholder("amount")}`,
      cashPayed: sql`${sql.placeholder("cashPayed")}`,
      change: sql`${sql.placeholder("change")}`,
      cashRegisterRecordId: sql`${record.recordId}`,
      paidAt: sql`${sql.placeholder("paidAt")}`,
      paidBy: sql`${sql.placeholder("staffId")}`,
      updatedAt: sql`${sql.placeholder("paidAt")}`,
    })
    .from(record)
    .where(and(eq(orders.id, sql.placeholder("id")), eq(orders.clubId, record.clubId)))
    .returning({ mailsReceipt: sql<boolean>`${orders.mailClientEmail} IS NOT NULL` })
    .prepare(name);
};

/**
 * The order, paid by the operator: its amount, the cash handed over and given back, landed in the
 * operator's open register record, which one statement locks FOR SHARE (lockedOpenRecordOf) and writes
 * into the order. Answers whether the order names a client to mail its receipt to; null, and nothing
 * written, when the operator holds no register of the order's club open.
 */
export async function markOrderPaid(tx: Tx, id: number, payment: OrderPayment) {
  const [paid] = await preparedInTransaction(tx, "order_mark_paid", payQuery).execute({ id, ...payment });
  return paid ?? null;
}

export type ItemLineInsert = Omit<typeof orderItems.$inferInsert, "id" | "orderId" | "clubId">;
export type BookingLineInsert = Omit<typeof orderBookings.$inferInsert, "id" | "orderId" | "clubId">;
export type PaymentInsert = { method: string; amount: number };

/** An order whose parts are written; `fresh` when it was made in this transaction and has none yet. */
export type OrderRef = { id: number; clubId: number; fresh?: boolean };
type OrderPart = typeof orderItems | typeof orderBookings | typeof orderPayments;

/**
 * One part of an order (its item lines, booking lines or payments) becomes exactly these rows; answers
 * them as stored.
 */
async function replacePart<T extends OrderPart>(
  tx: Tx,
  table: T,
  order: OrderRef,
  rows: Omit<T["$inferInsert"], "id" | "orderId" | "clubId">[],
): Promise<T["$inferSelect"][]> {
  if (!order.fresh) await tx.delete(table).where(eq(table.orderId, order.id));
  if (rows.length === 0) return [];
  const values = rows.map((r) => ({ ...r, orderId: order.id, clubId: order.clubId }));
  // The rows fit the table they are named with; Drizzle cannot follow the generic table's insert type.
  const stored = await tx
    .insert(table as typeof orderPayments)
    .values(values as (typeof orderPayments.$inferInsert)[])
    .returning();
  // Sorted as orderContent reads them.
  return (stored as T["$inferSelect"][]).sort((a, b) => sortKey(a) - sortKey(b));
}

const sortKey = (row: { id: number; itemId?: number; bookingId?: number }) =>
  row.itemId ?? row.bookingId ?? row.id;

export const replaceItemLines = (tx: Tx, order: OrderRef, lines: ItemLineInsert[]) =>
  replacePart(tx, orderItems, order, lines);
export const replaceBookingLines = (tx: Tx, order: OrderRef, lines: BookingLineInsert[]) =>
  replacePart(tx, orderBookings, order, lines);
export const replacePayments = (tx: Tx, order: OrderRef, payments: PaymentInsert[]) =>
  replacePart(tx, orderPayments, order, payments);

/** One line of the order gone; false when the order has no such line. */
export async function deleteLine(tx: Tx, orderId: number, line: { itemId?: number; bookingId?: number }) {
  const deleted =
    line.itemId !== undefined
      ? await tx
          .delete(orderItems)
          .where(and(eq(orderItems.orderId, orderId), eq(orderItems.itemId, line.itemId)))
          .returning({ id: orderItems.id })
      : await tx
          .delete(orderBookings)
          .where(and(eq(orderBookings.orderId, orderId), eq(orderBookings.bookingId, line.bookingId ?? 0)))
          .returning({ id: orderBookings.id });
  return deleted.length > 0;
}

/**
 * The lines and payments of one order, as stored, items and bookings by id (the order locks them in).
 * One query after another: it runs inside a transaction, whose one connection takes one query at a time.
 */
export async function orderContent(db: DbOrTx, orderId: number) {
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.itemId));
  const bookings = await db
    .select()
    .from(orderBookings)
    .where(eq(orderBookings.orderId, orderId))
    .orderBy(asc(orderBookings.bookingId));
  const payments = await db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId))
    .orderBy(asc(orderPayments.id));
  return { items, bookings, payments };
}

export type OrderContent = Awaited<ReturnType<typeof orderContent>>;
export type StoredItemLine = OrderContent["items"][number];
export type StoredBookingLine = Awaited<ReturnType<typeof orderContent>>["bookings"][number];

export async function updateBookingLine(tx: Tx, id: number, values: Partial<BookingLineInsert>) {
  await tx.update(orderBookings).set(values).where(eq(orderBookings.id, id));
}

const paidRegister = alias(cashRegisters, "paid_register");
const paidRecord = alias(cashRegisterRecords, "paid_record");
const refundRegister = alias(cashRegisters, "refund_register");
const refundRecord = alias(cashRegisterRecords, "refund_record");

/**
 * Orders with their club, the names of the registers that took their money and their refund, and their
 * lines and payments (as JSON: read them with `withContent`).
 */
function ordersWithContent(db: DbOrTx) {
  return db
    .select({
      order: orders,
      clubName: clubs.name,
      timeZone: clubs.timeZone,
      registerName: paidRegister.name,
      refundRegisterName: refundRegister.name,
      ...orderContentJson(orders.id),
    })
    .from(orders)
    .innerJoin(clubs, eq(clubs.id, orders.clubId))
    .leftJoin(paidRecord, eq(paidRecord.id, orders.cashRegisterRecordId))
    .leftJoin(paidRegister, eq(paidRegister.id, paidRecord.cashRegisterId))
    .leftJoin(refundRecord, eq(refundRecord.id, orders.refundRecordId))
    .leftJoin(refundRegister, eq(refundRegister.id, refundRecord.cashRegisterId))
    .$dynamic();
}

type OrderWithContentRow = Awaited<ReturnType<typeof ordersWithContent>>[number];

/** An order as read, its head apart from its lines and payments. */
const withContent = ({ items, bookings, payments, ...head }: OrderWithContentRow) => ({
  head,
  ...readOrderContent({ items, bookings, payments }),
});

/** An order with its lines and payments, as the answers show it. */
export type OrderDetailRows = ReturnType<typeof withContent>;

/** Which of the club's orders a page holds: its state and when they were made, `before` excluded. */
export type OrderPageFilter = {
  clubId: number;
  status?: OrderState;
  from?: Date;
  before?: Date;
  sort: "asc" | "desc";
  limit: number;
  offset: number;
};

/** Where an open end of the list's window reads from: before any order, after every order. */
const EARLIEST = new Date(0);
const LATEST = new Date(Date.UTC(9999, 0, 1));

/**
 * How many orders the filter matches, summed from the rollup of orders by creation time and current status
 * (migration 0016) rather than counted: a year of sales is a few dozen rollup rows, where counting them read
 * every order on every page. The rollup's triggers run when a transaction commits, so this counts committed
 * orders: right for the list, which reads outside any write; a transaction that has just written orders
 * would not see them here.
 */
async function orderCount(db: DbOrTx, f: OrderPageFilter) {
  const rows = await ordersByStatus(db, {
    clubId: f.clubId,
    from: f.from ?? EARLIEST,
    to: f.before ?? LATEST,
  });
  return rows.reduce(
    (total, row) => (f.status && row.status !== f.status ? total : total + row.orders_count),
    0,
  );
}

/**
 * The page's statement for this set of filters, prepared once: the page's ids first, from the index alone,
 * and only then their heads, lines and payments, so the rows the offset skips (980 of them on page 50) are
 * never joined or read from the table.
 */
function pageStatement(db: DbOrTx, f: OrderPageFilter) {
  const shape = [f.status ? "s" : "", f.from ? "f" : "", f.before ? "b" : "", f.sort].join("_");
  return preparedOnce(db, `order_page_${shape}`, (name) => {
    const where: SQL | undefined = and(
      eq(orders.clubId, sql.placeholder("clubId")),
      f.status ? eq(orders.status, sql.placeholder("status")) : undefined,
      f.from ? gte(orders.createdAt, sql.placeholder("from")) : undefined,
      f.before ? lt(orders.createdAt, sql.placeholder("before")) : undefined,
    );
    const order = f.sort === "asc" ? asc : desc;
    const page = db
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(order(orders.createdAt), order(orders.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .as("page");
    return ordersWithContent(db)
      .innerJoin(page, eq(page.id, orders.id))
      .orderBy(order(orders.createdAt), order(orders.id))
      .prepare(name);
  });
}

/**
 * A page of the club's orders by the time they were made, with their lines and payments, and how many
 * orders the filter matches.
 */
export async function orderPage(db: DbOrTx, f: OrderPageFilter) {
  const [rows, total] = await Promise.all([pageStatement(db, f).execute(f), orderCount(db, f)]);
  return { orders: rows.map(withContent), total };
}

/** The club's time zone, or Chile's for a club that does not exist. */
export async function clubTimeZone(db: DbOrTx, clubId: number) {
  const [club] = await db.select({ timeZone: clubs.timeZone }).from(clubs).where(eq(clubs.id, clubId));
  return club?.timeZone ?? "America/Santiago";
}

const oneOrderQuery = (db: DbOrTx, name: string) =>
  ordersWithContent(db)
    .where(and(eq(orders.id, sql.placeholder("id")), eq(orders.clubId, sql.placeholder("clubId"))))
    .prepare(name);

/** One order of the club with its lines and payments; null for another club's, as for a missing one. */
export async function findOrder(db: DbOrTx, clubId: number, id: number) {
  const query = preparedOnce(db, "order_with_content", (name) => oneOrderQuery(db, name));
  const [row] = await query.execute({ clubId, id });
  return row ? withContent(row) : null;
}

/** The club's orders made today (its local day) and still pending: the daily badge. */
export function todaysPendingOrdersCount(now: SQLWrapper): SQL<number> {
  const today = clubToday(now);
  return sql<number>`(select count(*)::int from ${orders} where ${orders.clubId} = ${clubs.id}
    and ${orders.status} = 'pending' and ${orders.createdAt} >= ${today.start} and ${orders.createdAt} < ${today.end})`;
}

/** How many pending orders the outer `clubs` row has: a scalar subquery for the global state. */
export const pendingOrdersCount = () =>
  sql<number>`(select count(*)::int from ${orders} where ${orders.clubId} = ${clubs.id} and ${orders.status} = 'pending')`;
