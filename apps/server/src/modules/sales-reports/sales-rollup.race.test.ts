import { randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../../test/booking-factories";
import { bearer, createListeningTestApp, type ListeningTestApp, onPostgres } from "../../../test/harness";
import { createItemCategory } from "../../../test/inventory-factories";
import { moveItemToCategory } from "../../../test/inventory-rows";
import { bookingOn, saleClub } from "../../../test/order-helpers";
import { statusRollupMismatches, statusRollupOrders } from "../../../test/orders-by-status-helpers";
import { rollupMismatches, rollupRows } from "../../../test/sales-rollup-helpers";

const N = 40;
const clock = testClock("2026-11-23T15:00:00Z");

describe(`the sales rollup under concurrent sales and cancellations (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: ListeningTestApp;
  let club: Awaited<ReturnType<typeof saleClub>>;
  let base: string;
  beforeAll(async () => {
    t = await createListeningTestApp({ now: clock.now });
    club = await saleClub(t);
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    for (const item of [club.water, club.balls]) {
      const restock = await send("POST", `item/adjust_item_stock/${item.id}`, {
        data: { stock_movement_reason: "restock", stock_movement_quantity: 1000 },
      });
      expect(restock.status, JSON.stringify(restock.body)).toBe(200);
    }
  });
  afterAll(() => t.close());

  async function send(method: string, path: string, body?: object) {
    const res = await fetch(`${base}/api/admin/${path}`, {
      method,
      headers: {
        ...bearer(club.admin.token),
        ...(body ? { "content-type": "application/json", "idempotency-key": randomUUID() } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as { id: number } };
  }
  // Every sale in the same hour of one club: they all add to the same rollup rows.
  const sell = (i: number) =>
    send("POST", "order/create_order", {
      data: {
        order_status: "paid",
        order_source: "pos",
        order_items: [
          { item: club.water.id, quantity: 1 + (i % 3) },
          ...(i % 2 === 0 ? [{ item: club.balls.id, quantity: 1 }] : []),
        ],
        order_payments: [
          { method: "cash", amount: 1000 * (1 + (i % 3)) },
          ...(i % 2 === 0 ? [{ method: i % 4 === 0 ? "debit" : "credit", amount: 6990 }] : []),
        ],
      },
    });

  it(`counts ${N} sales at once, and the cancellations of half of them sent with ${N} more, exactly`, async () => {
    const first = await Promise.all(Array.from({ length: N }, (_, i) => sell(i)));
    expect(first.map((r) => r.status)).toEqual(first.map(() => 200));
    const mixed = await Promise.all([
      ...first.filter((_, i) => i % 2 === 0).map((r) => send("GET", `order/cancel_order/${r.body.id}`)),
      ...Array.from({ length: N }, (_, i) => sell(i)),
    ]);
    expect(mixed.map((r) => r.status)).toEqual(mixed.map(() => 200));
    expect(await rollupRows(t, club.admin.clubId)).toBeGreaterThan(0);
    expect(await rollupMismatches(t, club.admin.clubId)).toEqual([]);
    expect(await statusRollupMismatches(t, club.admin.clubId)).toEqual([]);
  });

  it("keeps orders by status exact while orders are created, edited, paid and cancelled at once", async () => {
    const open = () =>
      send("POST", "order/create_order", {
        data: {
          order_status: "pending",
          order_source: "pos",
          order_items: [{ item: club.water.id, quantity: 1 }],
        },
      });
    const edit = (id: number) =>
      send("PUT", `order/update_order/${id}`, {
        data: { order_items: [{ item: club.balls.id, quantity: 1 }] },
      });
    const pay = (id: number) =>
      send("PUT", `order/update_order/${id}`, {
        data: { order_status: "paid", order_payments: [{ method: "cash", amount: 1000 }] },
      });
    const pending = await Promise.all(Array.from({ length: N }, open));
    expect(pending.map((r) => r.status)).toEqual(pending.map(() => 200));
    // Each pending order is edited (its amount changes), paid, or cancelled, while new orders come in.
    const mixed = await Promise.all([
      ...pending.map(({ body: { id } }, i) =>
        i % 3 === 0 ? edit(id) : i % 3 === 1 ? pay(id) : send("GET", `order/cancel_order/${id}`),
      ),
      ...Array.from({ length: N }, (_, i) => (i % 2 === 0 ? open() : sell(i))),
    ]);
    expect(mixed.map((r) => r.status)).toEqual(mixed.map(() => 200));
    expect(await statusRollupOrders(t, club.admin.clubId)).toBeGreaterThan(0);
    expect(await statusRollupMismatches(t, club.admin.clubId)).toEqual([]);
  });

  // A sale created paid queues two changes of its order (pending, then paid); the charge of a booking-only
  // order shares no item with it, so nothing but the rollup's own locks keeps their commits apart.
  it("charges booking-only orders while sales are created paid, without a deadlock", async () => {
    const hours = Array.from({ length: 12 }, (_, i) => 10 + i);
    const bookings = await Promise.all(hours.map((hour) => bookingOn(t, club.court, hour)));
    const pending = [];
    for (const booking of bookings) {
      pending.push(
        await send("POST", "order/create_order", {
          data: {
            order_status: "pending",
            order_source: "reception",
            order_bookings: [{ booking: booking.id, percentage: 100 }],
          },
        }),
      );
    }
    expect(pending.map((r) => r.status)).toEqual(pending.map(() => 200));
    const results = await Promise.all([
      ...pending.map(({ body: { id } }) =>
        send("PUT", `order/update_order/${id}`, {
          data: { order_status: "paid", order_payments: [{ method: "cash", amount: 20000 }] },
        }),
      ),
      ...Array.from({ length: 12 }, (_, i) => sell(i)),
    ]);
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    expect(await statusRollupMismatches(t, club.admin.clubId)).toEqual([]);
    expect(await rollupMismatches(t, club.admin.clubId)).toEqual([]);
  });

  it("keeps the categories exact when items change category while sales commit", async () => {
    const [a, b] = [
      await createItemCategory(t.ctx.db, club.admin.clubId, "Pelotas A"),
      await createItemCategory(t.ctx.db, club.admin.clubId, "Pelotas B"),
    ];
    // Each move rewrites the categories of every past sale of the item while new sales add to them.
    const move = async (i: number) => {
      await new Promise((resolve) => setTimeout(resolve, 5 * i));
      const category = i % 2 === 0 ? a : b;
      await moveItemToCategory(t.ctx.db, i % 3 === 0 ? club.water.id : club.balls.id, category.id);
    };
    const results = await Promise.all([
      ...Array.from({ length: N }, (_, i) => sell(i)),
      ...Array.from({ length: 8 }, (_, i) => move(i).then(() => ({ status: 200 }))),
    ]);
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    expect(await rollupMismatches(t, club.admin.clubId)).toEqual([]);
  });

  it("keeps the club's days exact when the club changes zone while sales and cancellations commit", async () => {
    // The sales are at 12:00 on the 23rd in Santiago, 00:00 on the 24th in Tokyo: each change moves them all.
    const zones = ["Asia/Tokyo", "America/Santiago"];
    const rezone = async (i: number) => {
      await new Promise((resolve) => setTimeout(resolve, 5 * i));
      return send("PUT", "club/update_club", { data: { time_zone: zones[i % 2] } });
    };
    const sold = await Promise.all(Array.from({ length: N / 2 }, (_, i) => sell(i)));
    const results = await Promise.all([
      ...Array.from({ length: N }, (_, i) => sell(i)),
      ...sold.map((r) => send("GET", `order/cancel_order/${r.body.id}`)),
      ...Array.from({ length: 8 }, (_, i) => rezone(i)),
    ]);
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200));
    expect(await rollupMismatches(t, club.admin.clubId)).toEqual([]);
  });
});
