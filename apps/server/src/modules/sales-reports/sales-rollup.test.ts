import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../../test/booking-factories";
import { createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { createItemCategory } from "../../../test/inventory-factories";
import { moveItemToCategory } from "../../../test/inventory-rows";
import { backfillOf, runStatements } from "../../../test/migrations-folder";
import { bookingOn, ordersAt, saleClub } from "../../../test/order-helpers";
import {
  CUT_WINDOWS,
  plainFigures,
  rollupMismatches,
  rollupRows,
  scopeOver,
  setClubTimeZone,
} from "../../../test/sales-rollup-helpers";
import { stored } from "../../../test/stored";
import type { DbOrTx } from "../../db/client";
import { categorySplit, topItems } from "./line-reports.service";
import { hourSplit, methodSplit, totalOf } from "./sales-reports.service";

const clock = testClock("2026-11-20T15:00:00Z");
const DAYS_MIGRATION = "0019_sales_rollup_local_days.sql";
type Club = Awaited<ReturnType<typeof saleClub>>;

describe(`the sales rollup equals the orders it sums (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let t: TestApp;
  let club: Club;
  let other: Club;

  const { order, act } = ordersAt(() => t, clock);
  const cash = (amount: number) => [{ method: "cash", amount }];

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    club = await saleClub(t);
    other = await saleClub(t);
    const drinks = await createItemCategory(t.ctx.db, club.admin.clubId, "Bebidas");
    await moveItemToCategory(t.ctx.db, club.water.id, drinks.id);
    await moveItemToCategory(t.ctx.db, club.balls.id, drinks.id);
    const { water, balls, nuts } = club;
    // Two items of one category in one order (it counts once for the category), split tender.
    await order(club, "2026-10-31T23:10:00Z", "paid", {
      order_items: [
        { item: water.id, quantity: 2 },
        { item: balls.id, quantity: 1 },
      ],
      order_payments: [
        { method: "debit", amount: 5000 },
        { method: "cash", amount: 3990 },
      ],
    });
    await order(club, "2026-11-01T02:59:00Z", "paid", {
      order_items: [{ item: nuts.id, quantity: 1.5 }],
      order_payments: [{ method: "credit", amount: 1485 }],
    });
    const refunded = await order(club, "2026-11-01T03:00:00Z", "paid", {
      order_items: [{ item: balls.id, quantity: 1 }],
      order_payments: [{ method: "transfer", amount: 6990 }],
    });
    await act(club, "2026-12-01T00:30:00Z", "GET", `cancel_order/${refunded}`); // refunded next month
    const dropped = await order(club, "2026-11-03T14:00:00Z", "pending", {
      order_items: [{ item: water.id, quantity: 1 }],
    });
    await act(club, "2026-11-03T14:30:00Z", "GET", `cancel_order/${dropped}`); // never paid: no event
    const booking = await bookingOn(t, club.court);
    const later = await order(club, "2026-11-05T21:00:00Z", "pending", {
      order_bookings: [{ booking: booking.id, percentage: 100 }],
      order_items: [{ item: nuts.id, quantity: 0.25 }],
    });
    await act(club, "2026-11-06T12:00:00Z", "PUT", `update_order/${later}`, {
      data: { order_status: "paid", order_payments: cash(20248) },
    }); // created one day, paid the next
    const quick = await order(club, "2026-11-06T12:20:00Z", "paid", {
      order_items: [{ item: water.id, quantity: 1 }],
      order_payments: cash(1000),
    });
    await act(club, "2026-11-06T12:40:00Z", "GET", `cancel_order/${quick}`); // refunded in its own hour
    await order(other, "2026-11-06T12:10:00Z", "paid", {
      order_items: [{ item: other.water.id, quantity: 1 }],
      order_payments: cash(1000),
    });
    clock.set("2026-12-02T15:00:00Z");
  });
  afterAll(() => t.close());

  it("holds, per UTC hour, day and month, what the orders say, and another club's sales apart", async () => {
    expect(await rollupRows(t, club.admin.clubId)).toBeGreaterThan(0);
    expect(await rollupMismatches(t, club.admin.clubId)).toEqual([]);
    expect(await rollupMismatches(t, other.admin.clubId)).toEqual([]);
  });

  it("moves an item's past lines when the item changes category, or loses it", async () => {
    const gear = await createItemCategory(t.ctx.db, club.admin.clubId, "Accesorios");
    await moveItemToCategory(t.ctx.db, club.balls.id, gear.id);
    expect(await rollupMismatches(t, club.admin.clubId)).toEqual([]);
    await moveItemToCategory(t.ctx.db, club.water.id, null);
    expect(await rollupMismatches(t, club.admin.clubId)).toEqual([]);
    await moveItemToCategory(t.ctx.db, club.water.id, gear.id);
    expect(await rollupMismatches(t, club.admin.clubId)).toEqual([]);
  });

  it("moves the lines of several items moved by one statement (a category deleted under an order holding two of them)", async () => {
    const snacks = await createItemCategory(t.ctx.db, club.admin.clubId, "Snacks");
    await stored(
      t.ctx.db,
    )`update items set item_category_id = ${snacks.id} where id in ${[club.water.id, club.balls.id]}`;
    expect(await rollupMismatches(t, club.admin.clubId)).toEqual([]);
    // Its items lose their category together (ON DELETE SET NULL), the first order holding both.
    await stored(t.ctx.db)`delete from item_categories where id = ${snacks.id}`;
    expect(await rollupMismatches(t, club.admin.clubId)).toEqual([]);
  });

  /** A paid order written by SQL in `tx`, with no lines yet (its amount as given). */
  async function paidBySql(tx: DbOrTx, c: Club, paidAt: string, amount = 0) {
    const clubId = c.admin.clubId;
    const [inserted] = await stored<{ id: number }>(tx)`
      with open as (select id, user_id from cash_register_records where club_id = ${clubId} and closed_at is null)
      insert into orders (club_id, order_status, order_source, order_amount, idempotency_key, request_hash,
                          created_by, created_at, updated_at, cash_register_record_id, paid_at, paid_by)
      values (${clubId}, 'paid', 'pos', ${amount}, gen_random_uuid(), 'sql', (select user_id from open), ${paidAt},
              ${paidAt}, (select id from open), ${paidAt}, (select user_id from open))
      returning id`;
    return (inserted as { id: number }).id;
  }
  const setZone = (c: Club, timeZone: string) => setClubTimeZone(t.ctx.db, c.admin.clubId, timeZone);

  it("counts an order written paid before its lines and payments, as one transaction of SQL may", async () => {
    const clubId = club.admin.clubId;
    await t.ctx.db.transaction(async (tx) => {
      const id = await paidBySql(tx, club, "2026-11-07T18:05:00Z");
      await stored(tx)`
        insert into order_items (club_id, order_id, item_id, item_name, item_bulk, item_quantity, item_sell_price, amount)
        values (${clubId}, ${id}, ${club.nuts.id}, 'Maní', true, 2.125, 990, 2104)`;
      await stored(
        tx,
      )`insert into order_payments (club_id, order_id, method, amount) values (${clubId}, ${id}, 'debit', 2104)`;
      await stored(tx)`update orders set order_amount = 2104 where id = ${id}`;
    });
    expect(await rollupMismatches(t, clubId)).toEqual([]);
  });

  it("counts once the sales of a transaction that also changes the club's zone, before and after it", async () => {
    try {
      await t.ctx.db.transaction(async (tx) => {
        // 15:00 UTC on the 8th: the 8th in Santiago, the 9th in Tokyo.
        await paidBySql(tx, club, "2026-11-08T15:00:00Z", 1000);
        await setClubTimeZone(tx, club.admin.clubId, "Asia/Tokyo");
        await paidBySql(tx, club, "2026-11-08T15:30:00Z", 500);
      });
      expect(await rollupMismatches(t, club.admin.clubId)).toEqual([]);
    } finally {
      await setZone(club, "America/Santiago");
    }
    expect(await rollupMismatches(t, club.admin.clubId)).toEqual([]);
  });

  it("still takes the sales of a club whose stored zone the database does not know", async () => {
    // Stored before update_club asked the database (which now refuses it): its days are not kept.
    const toggle = async (on: boolean) => {
      for (const name of ["clubs_sales_zone_change", "clubs_sales_zone_recount"]) {
        await runStatements(t.ctx.db, `alter table clubs ${on ? "enable" : "disable"} trigger ${name}`);
      }
    };
    await toggle(false);
    try {
      await setZone(other, "US/Pacific-New");
      await t.ctx.db.transaction((tx) => paidBySql(tx, other, "2026-11-08T16:00:00Z", 700));
    } finally {
      await setZone(other, "America/Santiago");
      await toggle(true);
    }
    await stored(t.ctx.db)`select sales_rollup_local_days(${other.admin.clubId})`;
    expect(await rollupMismatches(t, other.admin.clubId)).toEqual([]);
  });

  // 0018's backfill names the slots 0023 took away: rollup-migrations.test.ts runs it on a database of before.
  it("has the club's days filled by migration 0019 as its triggers keep them", async () => {
    const backfill = backfillOf(DAYS_MIGRATION);
    expect(backfill).toMatch(/sales_rollup_local_days/);
    await stored(t.ctx.db)`delete from sales_rollup where span = 'local_day'`;
    await runStatements(t.ctx.db, backfill);
    expect(await rollupMismatches(t, club.admin.clubId)).toEqual([]);
    expect(await rollupMismatches(t, other.admin.clubId)).toEqual([]);
  });

  it("counts the club's days again in its new zone when it changes zone, and only that club's", async () => {
    const dayRows = (clubId: number) =>
      stored(t.ctx.db)`
        select starts_at, sum(gross)::bigint as gross from sales_rollup
        where club_id = ${clubId} and span = 'local_day' group by 1 order by 1`;
    const otherBefore = await dayRows(other.admin.clubId);
    const santiago = await dayRows(club.admin.clubId);
    try {
      // 23:10 UTC on 31 October is 31 October in Santiago and 1 November in Tokyo.
      await setClubTimeZone(t.ctx.db, club.admin.clubId, "Asia/Tokyo");
      expect(await rollupMismatches(t, club.admin.clubId)).toEqual([]);
      expect(await dayRows(club.admin.clubId)).not.toEqual(santiago);
      expect(await dayRows(other.admin.clubId)).toEqual(otherBefore);
    } finally {
      await setClubTimeZone(t.ctx.db, club.admin.clubId, "America/Santiago");
    }
    expect(await dayRows(club.admin.clubId)).toEqual(santiago);
  });

  it.each(CUT_WINDOWS)("reads the figures of %s … %s exactly as the orders say", async (from, to) => {
    const s = scopeOver(club.admin.clubId, from, to);
    const expected = await plainFigures(t, s.clubId, s.from, s.to);
    const total = await totalOf(t.ctx.db, s);
    expect({
      gross: total.gross,
      refunds: total.refunds,
      count: total.salesCount + total.refundsCount,
    }).toEqual(expected.total);
    const methods = (await methodSplit(t.ctx.db, s)).filter((m) => m.salesCount + m.refundsCount > 0);
    expect(methods.map((m) => [m.method, m.gross, m.refunds]).sort()).toEqual(expected.methods);
    const categories = await categorySplit(t.ctx.db, s);
    // The plain SQL adds every line's quantity; the report keeps units apart, and its units add up to it.
    const allUnits = (c: { quantities: { netQuantity: number }[] }) =>
      Math.round(c.quantities.reduce((sum, q) => sum + q.netQuantity * 1000, 0)) / 1000;
    expect(categories.map((c) => [c.categoryName, c.net, c.ordersCount, allUnits(c)]).sort()).toEqual(
      expected.categories,
    );
    const ranked = await topItems(t.ctx.db, s, "amount", 10);
    expect(ranked.map((i) => [i.itemName, i.net, i.ordersCount, i.netQuantity]).sort()).toEqual(
      expected.items,
    );
  });

  it.each(["America/Santiago", "Asia/Kolkata"])(
    "puts each sale on its hour of the clock in %s",
    async (timeZone) => {
      const s = {
        clubId: club.admin.clubId,
        timeZone,
        period: "day" as const,
        startDate: "2026-10-01",
        endDate: "2026-12-31",
        from: new Date("2026-10-01T00:00:00Z"),
        to: new Date("2027-01-01T00:00:00Z"),
      };
      const expected = await stored<{ hour: number; gross: number | null; refunds_count: number }>(t.ctx.db)`
      select extract(hour from k.at at time zone ${timeZone})::int as hour,
             (sum(o.order_amount) filter (where k.kind = 'sale'))::int as gross,
             (count(*) filter (where k.kind = 'refund'))::int as refunds_count
      from orders o
      cross join lateral (values ('sale', o.paid_at), ('refund', case when o.paid_at is not null then o.cancelled_at end)) k(kind, at)
      where o.club_id = ${s.clubId} and k.at is not null group by 1 order by 1`;
      const hours = (await hourSplit(t.ctx.db, s)).filter((h) => h.salesCount + h.refundsCount > 0);
      expect(hours.map((h) => ({ hour: h.hour, gross: h.gross, refunds_count: h.refundsCount }))).toEqual(
        expected.map((e) => ({ ...e, gross: e.gross ?? 0 })),
      );
    },
  );
});
