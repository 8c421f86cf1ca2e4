import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../../test/booking-factories";
import { createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { insertOrderRow, ordersAt, saleClub } from "../../../test/order-helpers";
import {
  plainStatusSplit,
  statusRollupMismatches,
  statusRollupOrders,
} from "../../../test/orders-by-status-helpers";
import { CUT_WINDOWS, scopeOver } from "../../../test/sales-rollup-helpers";
import { stored } from "../../../test/stored";
import { statusSplit } from "./sales-reports.service";

const clock = testClock("2026-11-20T15:00:00Z");
type Club = Awaited<ReturnType<typeof saleClub>>;

describe(`orders by status: the rollup equals the orders it counts (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  let club: Club;
  let other: Club;

  const { order, act } = ordersAt(() => t, clock);
  const cash = (amount: number) => [{ method: "cash", amount }];
  const water = (quantity: number, c: Club = club) => ({ order_items: [{ item: c.water.id, quantity }] });

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    club = await saleClub(t);
    other = await saleClub(t);
    // Created pending one month, paid the next.
    const later = await order(club, "2026-10-31T23:10:00Z", "pending", water(2));
    await act(club, "2026-11-01T00:30:00Z", "PUT", `update_order/${later}`, {
      data: { order_status: "paid", order_payments: cash(2000) },
    });
    // A pending order edited twice (its amount changes), then left pending.
    const edited = await order(club, "2026-11-01T02:59:00Z", "pending", water(1));
    await act(club, "2026-11-01T03:10:00Z", "PUT", `update_order/${edited}`, {
      data: { order_items: [{ item: club.balls.id, quantity: 1 }] },
    });
    await act(club, "2026-11-02T10:00:00Z", "PUT", `update_order/${edited}`, {
      data: { order_items: [{ item: club.nuts.id, quantity: 0.5 }] },
    });
    // Cancelled while pending, and cancelled after it was paid.
    const dropped = await order(club, "2026-11-01T03:00:00Z", "pending", water(1));
    await act(club, "2026-11-01T03:30:00Z", "GET", `cancel_order/${dropped}`);
    const refunded = await order(club, "2026-11-06T12:20:00Z", "paid", {
      ...water(3),
      order_payments: cash(3000),
    });
    await act(club, "2026-12-01T00:30:00Z", "GET", `cancel_order/${refunded}`);
    await order(club, "2026-11-06T12:40:00Z", "paid", { ...water(1), order_payments: cash(1000) });
    await order(other, "2026-11-06T12:10:00Z", "paid", { ...water(1, other), order_payments: cash(1000) });
    clock.set("2026-12-02T15:00:00Z");
  });
  afterAll(() => t.close());

  it("holds, per UTC hour, day and month, the orders created in them by their status now", async () => {
    expect(await statusRollupOrders(t, club.admin.clubId)).toBe(5);
    expect(await statusRollupMismatches(t, club.admin.clubId)).toEqual([]);
    expect(await statusRollupOrders(t, other.admin.clubId)).toBe(1);
    expect(await statusRollupMismatches(t, other.admin.clubId)).toEqual([]);
  });

  // The cut windows, and one whole hour.
  const windows: [string, string][] = [...CUT_WINDOWS, ["2026-11-06T12:00:00Z", "2026-11-06T13:00:00Z"]];
  it.each(windows)("counts the orders created in %s … %s exactly as the orders say", async (from, to) => {
    const s = scopeOver(club.admin.clubId, from, to);
    const split = (await statusSplit(t.ctx.db, s)).filter((r) => r.ordersCount > 0);
    const plain = await plainStatusSplit(t, s.clubId, s.from, s.to);
    expect(split.map((r) => [r.status, r.ordersCount, r.amount]).sort()).toEqual(
      plain.map((r) => [r.status, r.orders_count, r.amount]).sort(),
    );
  });

  it("forgets a club's orders when the club is deleted, and keeps another club's", async () => {
    const clubId = other.admin.clubId;
    await stored(t.ctx.db)`delete from clubs where id = ${clubId}`;
    const left = await stored(t.ctx.db)`
      select (select count(*) from orders where club_id = ${clubId})::int as orders,
             (select count(*) from orders_by_status_rollup where club_id = ${clubId})::int as rows`;
    expect(left).toEqual([{ orders: 0, rows: 0 }]);
    expect(await statusRollupMismatches(t, club.admin.clubId)).toEqual([]);
  });

  it("takes an order deleted on its own away", async () => {
    const id = await order(club, "2026-11-07T09:00:00Z", "pending", water(1));
    await stored(t.ctx.db)`delete from orders where id = ${id}`;
    expect(await statusRollupOrders(t, club.admin.clubId)).toBe(5);
    expect(await statusRollupMismatches(t, club.admin.clubId)).toEqual([]);
  });

  // Its migration's backfill names the slots 0023 took away: rollup-migrations.test.ts runs it before that.
  it("follows nine orders whose created_at moves by SQL into one hour", async () => {
    const clubId = club.admin.clubId;
    for (let i = 0; i < 9; i += 1) await insertOrderRow(t.ctx.db, clubId);
    await stored(t.ctx.db)`
      update orders set order_amount = id, created_at = '2026-11-09T10:15:00Z' where club_id = ${clubId} and request_hash = 'test'`;
    expect(await statusRollupOrders(t, clubId)).toBe(14);
    expect(await statusRollupMismatches(t, clubId)).toEqual([]);
  });
});
