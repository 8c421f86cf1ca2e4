import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { items, orders, stockMovements } from "../src/db/schema";
import { insertBooking } from "./booking-factories";
import { bearer, type TestApp } from "./harness";
import { createItem } from "./inventory-factories";
import { openRegister, staffClub } from "./staff-booking-helpers";
import { stored } from "./stored";

type Method = "GET" | "POST" | "PUT";

/** A call to `/api/admin/order/<path>` with an administrator's token (and any extra headers). */
export const orderCall = (
  t: TestApp,
  token: string,
  method: Method,
  path: string,
  payload?: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url: `/api/admin/order/${path}`,
    headers: { ...bearer(token), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });

/** create_order with `data` under a key (a new one unless given). */
export const createOrderCall = (t: TestApp, token: string, data: object, key: string = randomUUID()) =>
  orderCall(t, token, "POST", "create_order", { data }, { "idempotency-key": key });

/** A club selling: an administrator with an open register, a court, two items and a bulk item. */
export async function saleClub(t: TestApp, clubId?: number) {
  const { admin, court } = await staffClub(t, clubId);
  const register = await openRegister(t, admin);
  const water = await createItem(t.ctx.db, admin.clubId, {
    item_name: "Agua mineral",
    item_sell_price: 1000,
    item_stock: { item_stock_stock: 10 },
  });
  const balls = await createItem(t.ctx.db, admin.clubId, {
    item_name: "Tubo de pelotas",
    item_brand: "Head",
    item_sell_price: 6990,
    item_stock: { item_stock_stock: 5 },
  });
  const nuts = await createItem(t.ctx.db, admin.clubId, {
    item_name: "Maní",
    item_sell_price: 990,
    item_bulk: true,
    item_measurement_unit: "Kilogramos",
    item_stock: { item_stock_stock: 2 },
  });
  return { admin, court, register, water, balls, nuts };
}

/** A live walk-in booking of 20 000 on `court`, the day after 2026-11-23 at 10:00 local time. */
export const bookingOn = (t: TestApp, court: { id: number; clubId: number }, hour = 13) =>
  insertBooking(t.ctx.db, court, new Date(`2026-11-24T${hour}:00:00Z`), 60);

export async function stockOf(t: TestApp, itemId: number) {
  const [row] = await t.ctx.db.select({ stock: items.stock }).from(items).where(eq(items.id, itemId));
  return Number(row?.stock);
}

export const ledgerOf = (t: TestApp, itemId: number) =>
  t.ctx.db
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.itemId, itemId))
    .orderBy(asc(stockMovements.id));

/** A bare pending order of the club, straight into the table: something a ledger movement can name. */
export async function insertOrderRow(db: TestApp["ctx"]["db"], clubId: number) {
  const [row] = await db
    .insert(orders)
    .values({
      clubId,
      status: "pending",
      source: "pos",
      amount: 0,
      idempotencyKey: randomUUID(),
      requestHash: "test",
    })
    .returning({ id: orders.id });
  if (!row) throw new Error("order not created");
  return row.id;
}

type Clock = { set(iso: string): void };

/**
 * Order calls made at given instants of a test clock, each expected to succeed: `order` creates one
 * (answering its id), `act` sends another order call (pay, cancel, edit).
 */
export function ordersAt(app: () => TestApp, clock: Clock) {
  return {
    async order(c: { admin: { token: string } }, at: string, status: "paid" | "pending", data: object) {
      clock.set(at);
      const res = await createOrderCall(app(), c.admin.token, {
        order_status: status,
        order_source: "pos",
        ...data,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().id as number;
    },
    async act(
      c: { admin: { token: string } },
      at: string,
      method: "GET" | "PUT",
      path: string,
      payload?: object,
    ) {
      clock.set(at);
      const res = await orderCall(app(), c.admin.token, method, path, payload);
      expect(res.statusCode, res.body).toBe(200);
    },
  };
}

/** One stored order, as the table holds it. */
export async function orderRow(t: TestApp, id: number) {
  const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** The orders stored under one idempotency key: a replayed request must not add one. */
export const ordersWithKey = (t: TestApp, key: string) =>
  stored<{ id: number }>(t.ctx.db)`select id from orders where idempotency_key = ${key}`;
