import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../../test/booking-factories";
import { bearer, createListeningTestApp, type ListeningTestApp, onPostgres } from "../../../test/harness";
import { createItem } from "../../../test/inventory-factories";
import { lockWaiters } from "../../../test/lock-waiters";
import { ledgerOf, ordersWithKey, saleClub, stockOf } from "../../../test/order-helpers";
import { stored } from "../../../test/stored";

const N = 20;
const clock = testClock("2026-11-23T15:00:00Z");

describe(`orders under concurrency (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: ListeningTestApp;
  let club: Awaited<ReturnType<typeof saleClub>>;
  let base: string;
  beforeAll(async () => {
    t = await createListeningTestApp({ now: clock.now });
    club = await saleClub(t);
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const send = async (method: string, path: string, body?: object, key?: string) => {
    const res = await fetch(`${base}/api/admin/order/${path}`, {
      method,
      headers: {
        ...bearer(club.admin.token),
        ...(body ? { "content-type": "application/json" } : {}),
        ...(key ? { "idempotency-key": key } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as { id: number; error?: { message: string } } };
  };
  const sell = (itemId: number, key = randomUUID(), quantity = 1, price = 1000) =>
    send(
      "POST",
      "create_order",
      {
        data: {
          order_status: "paid",
          order_source: "pos",
          order_items: [{ item: itemId, quantity }],
          order_payments: [{ method: "cash", amount: price * quantity }],
        },
      },
      key,
    );

  /**
   * On PostgreSQL the item's row is held locked while the requests are sent, until `waiters` of them wait
   * on a lock in the database: then they all run into each other for real. PGlite runs them one by one.
   */
  async function whileItemLocked<T>(itemId: number, fire: () => Promise<T>, waiters: number): Promise<T> {
    if (!onPostgres) return fire();
    let answers: Promise<T> | undefined;
    await t.ctx.db.transaction(async (tx) => {
      await stored(tx)`select id from items where id = ${itemId} for update`;
      answers = fire();
      for (let i = 0; i < 200; i++) {
        if ((await lockWaiters(t.ctx.db)) >= waiters) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error("the requests never all waited on a lock");
    });
    return answers as Promise<T>;
  }

  it(`makes one order and one stock movement when one key is sent ${N} times at once`, async () => {
    const key = randomUUID();
    const results = await whileItemLocked(
      club.water.id,
      () => Promise.all(Array.from({ length: N }, () => sell(club.water.id, key))),
      N,
    );
    expect(results.map((r) => r.status)).toEqual(Array(N).fill(200));
    const ids = new Set(results.map((r) => r.body.id));
    expect(ids.size).toBe(1);
    expect(await ordersWithKey(t, key)).toHaveLength(1);
    const sales = (await ledgerOf(t, club.water.id)).filter((m) => m.reason === "sale");
    expect(sales).toHaveLength(1);
    expect(await stockOf(t, club.water.id)).toBe(9);
  });

  it("sells an item's last units once each: stock and ledger exact, never below zero", async () => {
    const item = await createItem(t.ctx.db, club.admin.clubId, {
      item_sell_price: 1000,
      item_stock: { item_stock_stock: 5 },
    });
    const results = await whileItemLocked(
      item.id,
      () => Promise.all(Array.from({ length: N }, () => sell(item.id))),
      N,
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused.map((r) => r.status)).toEqual(Array(N - 5).fill(400));
    expect(refused[0]?.body.error?.message).toMatch(/No hay stock suficiente/);
    const ledger = await ledgerOf(t, item.id);
    expect(ledger.every((m) => Number(m.stockAfter) >= 0)).toBe(true);
    const sum = ledger.reduce((s, m) => s + Number(m.quantity), 0);
    expect(await stockOf(t, item.id)).toBe(0);
    expect(sum).toBe(0);
    expect(ledger.filter((m) => m.reason === "sale")).toHaveLength(5);
    // A refused sale stored nothing: only the five sold are orders of the item.
    const lines = await stored(t.ctx.db)`select id from order_items where item_id = ${item.id}`;
    expect(lines).toHaveLength(5);
  });

  it("gives the stock back once when one paid order is cancelled twice at once", async () => {
    const item = await createItem(t.ctx.db, club.admin.clubId, {
      item_sell_price: 1000,
      item_stock: { item_stock_stock: 4 },
    });
    const sold = await sell(item.id, randomUUID(), 3);
    expect(sold.status).toBe(200);
    const results = await whileItemLocked(
      item.id,
      () => Promise.all([0, 1].map(() => send("GET", `cancel_order/${sold.body.id}`))),
      2,
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.body.error?.message).toBe("La venta ya está anulada");
    expect(await stockOf(t, item.id)).toBe(4);
    const moves = await ledgerOf(t, item.id);
    expect(moves.map((m) => m.reason)).toEqual(["initial", "sale", "cancellation"]);
  });
});
