import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../../test/booking-factories";
import { createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import {
  backfillOf,
  migrationsBefore,
  migrationsFolder,
  runStatements,
} from "../../../test/migrations-folder";
import { ordersAt, saleClub } from "../../../test/order-helpers";
import { statusRollupMismatches, statusRollupOrders } from "../../../test/orders-by-status-helpers";
import { rollupMismatches, rollupRows } from "../../../test/sales-rollup-helpers";
import { stored } from "../../../test/stored";

const clock = testClock("2026-11-20T15:00:00Z");
type Club = Awaited<ReturnType<typeof saleClub>>;

/**
 * A database as it was before migration 0023, with the rollups' 8 slots: the backfills of the migrations
 * that added rows to the rollups then (they name the slot), and 0023 summing the slots of every key.
 */
describe(`the rollup migrations on a database of before 0023 (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  const before = migrationsBefore("0023");
  let t: TestApp;
  let club: Club;
  let other: Club;
  const { order, act } = ordersAt(() => t, clock);
  const sale = (c: Club, at: string, i: number) => {
    const item = i % 2 === 0 ? c.water : c.balls;
    return order(c, at, "paid", {
      order_items: [{ item: item.id, quantity: 1 }],
      order_payments: [{ method: i % 3 === 0 ? "debit" : "cash", amount: item.sellPrice }],
    });
  };
  const mismatches = async () => ({
    sales: [
      ...(await rollupMismatches(t, club.admin.clubId)),
      ...(await rollupMismatches(t, other.admin.clubId)),
    ],
    status: [
      ...(await statusRollupMismatches(t, club.admin.clubId)),
      ...(await statusRollupMismatches(t, other.admin.clubId)),
    ],
  });

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now, migrationsFolder: before.folder });
    club = await saleClub(t);
    other = await saleClub(t);
    // Eight sales in one hour (ids in every slot), two of them cancelled the next day, one left pending.
    const sold = [];
    for (let i = 0; i < 8; i++) sold.push(await sale(club, `2026-11-06T12:${10 + i}:00Z`, i));
    for (const id of sold.slice(0, 2)) await act(club, "2026-11-07T10:00:00Z", "GET", `cancel_order/${id}`);
    await order(club, "2026-11-06T12:30:00Z", "pending", {
      order_items: [{ item: club.water.id, quantity: 1 }],
    });
    await sale(other, "2026-11-06T12:20:00Z", 0);
  });
  afterAll(async () => {
    await t.close();
    before.remove();
  });

  it("holds the sales in several slots of one hour, filled again by 0016's and 0018's backfills alike", async () => {
    const [slots] = await stored<{ n: number }>(t.ctx.db)`
      select count(distinct slot)::int as n from sales_rollup where club_id = ${club.admin.clubId} and span = 'hour'`;
    expect(slots?.n).toBeGreaterThan(1);
    expect(await mismatches()).toEqual({ sales: [], status: [] });
    await stored(t.ctx.db)`delete from orders_by_status_rollup`;
    await runStatements(t.ctx.db, backfillOf("0016_orders_by_status_rollup.sql"));
    await stored(t.ctx.db)`delete from sales_rollup where span = 'month_hour'`;
    await runStatements(t.ctx.db, backfillOf("0018_sales_rollup_hours_of_day.sql"));
    expect(await mismatches()).toEqual({ sales: [], status: [] });
  });

  it("keeps every figure in one row per key after 0023, and so do the triggers after it", async () => {
    const rowsBefore = await rollupRows(t, club.admin.clubId);
    await t.database.migrate(migrationsFolder);
    expect(await mismatches()).toEqual({ sales: [], status: [] });
    expect(await rollupRows(t, club.admin.clubId)).toBeLessThan(rowsBefore);
    // Written by 0023's functions: one more sale in the hour, one more cancelled.
    const [last] = await stored<{ id: number }>(t.ctx.db)`
      select max(id)::int as id from orders where club_id = ${club.admin.clubId} and paid_at is not null`;
    await sale(club, "2026-11-06T12:50:00Z", 2);
    await act(club, "2026-11-08T10:00:00Z", "GET", `cancel_order/${last?.id}`);
    expect(await mismatches()).toEqual({ sales: [], status: [] });
    expect(await statusRollupOrders(t, club.admin.clubId)).toBe(10);
  });
});
