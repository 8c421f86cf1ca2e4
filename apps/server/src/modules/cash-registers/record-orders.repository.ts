import { and, asc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { bookingPayments, cashRegisterRecords, clubs, orderPayments, orders } from "../../db/schema";

const o = orders;
const op = orderPayments;

const methodSum = (method: string) =>
  sql<number>`coalesce(sum(${op.amount}) filter (where ${op.method} = ${method}), 0)::int`;

export type PosSums = { cash: number; debit: number; credit: number; transfer: number };

/**
 * The point of sale's money of the orders matching `where`: the cash part (cash handed over minus change)
 * from the orders, the other methods from their payments.
 */
async function posSums(db: DbOrTx, where: SQL): Promise<PosSums> {
  const [cashRow] = await db
    .select({ cash: sql<number>`coalesce(sum(${o.cashPayed} - ${o.change}), 0)::int` })
    .from(o)
    .where(where);
  const [byMethod] = await db
    .select({ debit: methodSum("debit"), credit: methodSum("credit"), transfer: methodSum("transfer") })
    .from(op)
    .innerJoin(o, eq(o.id, op.orderId))
    .where(where);
  return {
    cash: cashRow?.cash ?? 0,
    debit: byMethod?.debit ?? 0,
    credit: byMethod?.credit ?? 0,
    transfer: byMethod?.transfer ?? 0,
  };
}

/**
 * The point of sale's net takings of a record: the orders it took (cancelled later or not) minus the paid
 * orders cancelled on it, whose refund it paid out.
 */
export async function recordPosTakings(db: DbOrTx, recordId: number): Promise<PosSums> {
  const sales = await posSums(db, eq(o.cashRegisterRecordId, recordId));
  const refunds = await posSums(db, eq(o.refundRecordId, recordId));
  return {
    cash: sales.cash - refunds.cash,
    debit: sales.debit - refunds.debit,
    credit: sales.credit - refunds.credit,
    transfer: sales.transfer - refunds.transfer,
  };
}

/**
 * The club's online booking payments settled during the session: from its opening to its closing (or `now`,
 * which is the closing's own instant inside the closing transaction). Informational: never in the drawer.
 * The opening, the closing, `now` and the payments' times all come from the app's clock.
 */
export async function recordOnlineReservations(db: DbOrTx, recordId: number, now: Date) {
  const p = bookingPayments;
  const r = cashRegisterRecords;
  const end = sql`coalesce(${r.closedAt}, ${now.toISOString()}::timestamptz)`;
  const [row] = await db
    .select({ amount: sql<number>`coalesce(sum(${p.amount}), 0)::int` })
    .from(r)
    .innerJoin(
      p,
      and(
        eq(p.clubId, r.clubId),
        eq(p.channel, "online"),
        // A share given back later was still taken in this session.
        inArray(p.status, ["paid", "refunded"]),
        gte(p.settledAt, r.openedAt),
        lt(p.settledAt, end),
        // Settled after it was created: bounds the club's payments by the index on their creation time.
        lt(p.createdAt, end),
      ),
    )
    .where(eq(r.id, recordId));
  return row?.amount ?? 0;
}

const orderColumns = {
  id: o.id,
  status: o.status,
  amount: o.amount,
  cashPayed: o.cashPayed,
  change: o.change,
  paidAt: o.paidAt,
  cancelledAt: o.cancelledAt,
  timeZone: clubs.timeZone,
};

/**
 * The session's orders: each sale it took and each refund it paid out (an order sold and cancelled in the
 * same session is in both lists), oldest first, with the payments by method of each.
 */
export async function listRecordOrders(db: DbOrTx, recordId: number) {
  const sales = await db
    .select(orderColumns)
    .from(o)
    .innerJoin(clubs, eq(clubs.id, o.clubId))
    .where(eq(o.cashRegisterRecordId, recordId))
    .orderBy(asc(o.paidAt), asc(o.id));
  const refunds = await db
    .select(orderColumns)
    .from(o)
    .innerJoin(clubs, eq(clubs.id, o.clubId))
    .where(eq(o.refundRecordId, recordId))
    .orderBy(asc(o.cancelledAt), asc(o.id));
  const ids = [...new Set([...sales, ...refunds].map((row) => row.id))];
  const payments = ids.length
    ? await db
        .select({ orderId: op.orderId, method: op.method, amount: op.amount })
        .from(op)
        .where(inArray(op.orderId, ids))
        .orderBy(asc(op.id))
    : [];
  return { sales, refunds, payments };
}

export type RecordOrders = Awaited<ReturnType<typeof listRecordOrders>>;
