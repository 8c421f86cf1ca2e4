import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../src/db/client";
import { orderItems, orderPayments, orders } from "../src/db/schema";

type Method = "cash" | "debit" | "credit" | "transfer";

/**
 * Fixture: a paid point-of-sale order written straight into the tables (order, payments and one item
 * line), as the orders module stores a sale, so the registers' tests do not depend on that module. The
 * order's amount is its payments' sum; `cashPayed` is the cash handed over (the cash payment plus
 * `change`). It moves no stock: the registers read only the money.
 */
export async function insertPaidOrder(
  db: DbOrTx,
  o: {
    clubId: number;
    recordId: number;
    userId: number;
    payments: Partial<Record<Method, number>>;
    change?: number;
    item?: { id: number; name: string };
  },
) {
  const payments = Object.entries(o.payments).filter(([, amount]) => (amount ?? 0) > 0) as [Method, number][];
  const amount = payments.reduce((sum, [, a]) => sum + a, 0);
  const change = o.change ?? 0;
  const cash = o.payments.cash ?? 0;
  const [order] = await db
    .insert(orders)
    .values({
      clubId: o.clubId,
      status: "paid",
      source: "pos",
      amount,
      cashPayed: cash > 0 ? cash + change : 0,
      change: cash > 0 ? change : 0,
      idempotencyKey: randomUUID(),
      requestHash: "fixture",
      createdBy: o.userId,
      cashRegisterRecordId: o.recordId,
      paidAt: new Date(),
      paidBy: o.userId,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error("order not inserted");
  for (const [method, a] of payments) {
    await db.insert(orderPayments).values({ clubId: o.clubId, orderId: order.id, method, amount: a });
  }
  if (o.item) {
    await db.insert(orderItems).values({
      clubId: o.clubId,
      orderId: order.id,
      itemId: o.item.id,
      itemName: o.item.name,
      bulk: false,
      quantity: "1",
      sellPrice: amount,
      amount,
    });
  }
  return order;
}

/** Fixture: cancels a paid order as the orders module does, its refund taken by `refundRecordId`. */
export async function cancelPaidOrder(
  db: DbOrTx,
  o: { orderId: number; refundRecordId: number; userId: number },
) {
  await db
    .update(orders)
    .set({
      status: "cancelled",
      cancelledAt: new Date(),
      cancelledBy: o.userId,
      refundRecordId: o.refundRecordId,
    })
    .where(eq(orders.id, o.orderId));
}
