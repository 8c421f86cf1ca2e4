import { addDays, firstShowing, type OrderState, pageInfo, resolveLocalTime } from "@club/domain";
import { and, asc, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { clubs, orders } from "../../db/schema";
import { orderNotFound } from "./order-edit.service";
import { bookingLinesOf, itemLinesOf } from "./order-lines.repository";
import { findOrderHead, type OrderHead, orderHeads, paymentsOf } from "./orders.repository";

/** An order with its lines and payments, as the answers show it. */
export type OrderDetailRows = Awaited<ReturnType<typeof withLines>>[number];

async function withLines(db: DbOrTx, heads: OrderHead[]) {
  const ids = heads.map((h) => h.order.id);
  if (ids.length === 0) return [];
  const [items, bookings, payments] = await Promise.all([
    itemLinesOf(db, ids),
    bookingLinesOf(db, ids),
    paymentsOf(db, ids),
  ]);
  return heads.map((head) => ({
    head,
    items: items.filter((l) => l.line.orderId === head.order.id),
    bookings: bookings.filter((l) => l.line.orderId === head.order.id),
    payments: payments.filter((p) => p.orderId === head.order.id),
  }));
}

/** One order of the club with everything about it; another club's is 404 like a missing one. */
export async function findOrderDetail(db: DbOrTx, ref: { clubId: number; id: number }) {
  const head = await findOrderHead(db, ref.clubId, ref.id);
  if (!head) throw orderNotFound();
  const [detail] = await withLines(db, [head]);
  if (!detail) throw orderNotFound();
  return detail;
}

export type OrderListQuery = {
  clubId: number;
  page: number;
  limit: number;
  sort: "asc" | "desc";
  /** Days of the club's calendar, both included. */
  startDate?: string;
  endDate?: string;
  status?: OrderState;
};

/** The instant a day of the club's calendar starts. */
const dayStart = (date: string, timeZone: string) => firstShowing(resolveLocalTime(date, 0, timeZone));

/** A page of the club's orders by the time they were made, filtered by local days and state. */
export async function listOrders(db: DbOrTx, q: OrderListQuery) {
  const [club] = await db.select({ timeZone: clubs.timeZone }).from(clubs).where(eq(clubs.id, q.clubId));
  const timeZone = club?.timeZone ?? "America/Santiago";
  const where: SQL | undefined = and(
    eq(orders.clubId, q.clubId),
    q.status ? eq(orders.status, q.status) : undefined,
    q.startDate ? gte(orders.createdAt, dayStart(q.startDate, timeZone)) : undefined,
    q.endDate ? lt(orders.createdAt, dayStart(addDays(q.endDate, 1), timeZone)) : undefined,
  );
  const order = q.sort === "asc" ? asc : desc;
  const [heads, totals] = await Promise.all([
    orderHeads(db)
      .where(where)
      .orderBy(order(orders.createdAt), order(orders.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { orders: await withLines(db, heads), pagination: pageInfo(q.page, q.limit, totals[0]?.n ?? 0) };
}
