import { readFileSync } from "node:fs";
import { NO_CATEGORY_LABEL } from "@club/domain";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testClock } from "../../../test/booking-factories";
import { createTestApp, onPostgres, type TestApp } from "../../../test/harness";
import { createItemCategory } from "../../../test/inventory-factories";
import { bookingOn, ordersAt, saleClub } from "../../../test/order-helpers";
import { CUT_WINDOWS, rollupMismatches, rollupRows, scopeOver } from "../../../test/sales-rollup-helpers";
import { clubs, itemCategories, items } from "../../db/schema";
import { categorySplit, topItems } from "./line-reports.service";
import { hourSplit, methodSplit, totalOf } from "./sales-reports.service";

const clock = testClock("2026-11-20T15:00:00Z");
const DAYS_MIGRATION = new URL("../../../drizzle/0019_sales_rollup_local_days.sql", import.meta.url);
/** The last statement of a migration, which fills the rows it adds from what was there before. */
const backfillOf = (migration: URL) =>
  readFileSync(migration, "utf8").split("--> statement-breakpoint").at(-1) ?? "";
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
    await t.ctx.db.update(items).set({ categoryId: drinks.id }).where(eq(items.id, club.water.id));
    await t.ctx.db.update(items).set({ categoryId: drinks.id }).where(eq(items.id, club.balls.id));
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
    await t.ctx.db.update(items).set({ categoryId: gear.id }).where(eq(items.id, club.balls.id));
    expect(await rollupMismatches(t, club.admin.clubId)).toEqual([]);
    await t.ctx.db.update(items).set({ categoryId: null }).where(eq(items.id, club.water.id));
    expect(await rollupMismatches(t, club.admin.clubId)).toEqual([]);
    await t.ctx.db.update(items).set({ categoryId: gear.id }).where(eq(items.id, club.water.id));
    expect(await rollupMismatches(t, club.admin.clubId)).toEqual([]);
  });

  it("moves the lines of several items moved by one statement (a category deleted under an order holding two of them)", async () => {
    const snacks = await createItemCategory(t.ctx.db, club.admin.clubId, "Snacks");
    await t.ctx.db
      .update(items)
      .set({ categoryId: snacks.id })
      .where(inArray(items.id, [club.water.id, club.balls.id]));
    expect(await rollupMismatches(t, club.admin.clubId)).toEqual([]);
    // Its items lose their category together (ON DELETE SET NULL), the first order holding both.
    await t.ctx.db.delete(itemCategories).where(eq(itemCategories.id, snacks.id));
    expect(await rollupMismatches(t, club.admin.clubId)).toEqual([]);
  });

  /** A paid order written by SQL in `tx`, with no lines yet (its amount as given). */
  async function paidBySql(tx: Pick<TestApp["ctx"]["db"], "execute">, c: Club, paidAt: string, amount = 0) {
    const clubId = c.admin.clubId;
    const record = sql`(select id from cash_register_records where club_id = ${clubId} and closed_at is null)`;
    const user = sql`(select user_id from cash_register_records where club_id = ${clubId} and closed_at is null)`;
    const inserted = await tx.execute(sql`
      insert into orders (club_id, order_status, order_source, order_amount, idempotency_key, request_hash,
                          created_by, created_at, updated_at, cash_register_record_id, paid_at, paid_by)
      values (${clubId}, 'paid', 'pos', ${amount}, gen_random_uuid(), 'sql', ${user}, ${paidAt},
              ${paidAt}, ${record}, ${paidAt}, ${user})
      returning id`);
    return ((inserted as unknown as { rows: { id: number }[] }).rows[0] as { id: number }).id;
  }
  const setZone = (c: Club, timeZone: string) =>
    t.ctx.db.update(clubs).set({ timeZone }).where(eq(clubs.id, c.admin.clubId));

  it("counts an order written paid before its lines and payments, as one transaction of SQL may", async () => {
    const clubId = club.admin.clubId;
    await t.ctx.db.transaction(async (tx) => {
      const id = await paidBySql(tx, club, "2026-11-07T18:05:00Z");
      await tx.execute(sql`
        insert into order_items (club_id, order_id, item_id, item_name, item_bulk, item_quantity, item_sell_price, amount)
        values (${clubId}, ${id}, ${club.nuts.id}, 'Maní', true, 2.125, 990, 2104)`);
      await tx.execute(
        sql`insert into order_payments (club_id, order_id, method, amount) values (${clubId}, ${id}, 'debit', 2104)`,
      );
      await tx.execute(sql`update orders set order_amount = 2104 where id = ${id}`);
    });
    expect(await rollupMismatches(t, clubId)).toEqual([]);
  });

  it("counts once the sales of a transaction that also changes the club's zone, before and after it", async () => {
    try {
      await t.ctx.db.transaction(async (tx) => {
        // 15:00 UTC on the 8th: the 8th in Santiago, the 9th in Tokyo.
        await paidBySql(tx, club, "2026-11-08T15:00:00Z", 1000);
        await tx.update(clubs).set({ timeZone: "Asia/Tokyo" }).where(eq(clubs.id, club.admin.clubId));
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
        await t.ctx.db.execute(sql.raw(`alter table clubs ${on ? "enable" : "disable"} trigger ${name}`));
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
    await t.ctx.db.execute(sql`select sales_rollup_local_days(${other.admin.clubId})`);
    expect(await rollupMismatches(t, other.admin.clubId)).toEqual([]);
  });

  // 0018's backfill names the slots 0023 took away: rollup-migrations.test.ts runs it on a database of before.
  it("has the club's days filled by migration 0019 as its triggers keep them", async () => {
    const backfill = backfillOf(DAYS_MIGRATION);
    expect(backfill).toMatch(/sales_rollup_local_days/);
    await t.ctx.db.execute(sql`delete from sales_rollup where span = 'local_day'`);
    await t.ctx.db.execute(sql.raw(backfill));
    expect(await rollupMismatches(t, club.admin.clubId)).toEqual([]);
    expect(await rollupMismatches(t, other.admin.clubId)).toEqual([]);
  });

  it("counts the club's days again in its new zone when it changes zone, and only that club's", async () => {
    const dayRows = async (clubId: number) => {
      const result = await t.ctx.db.execute(
        sql`select starts_at, sum(gross)::bigint as gross from sales_rollup
            where club_id = ${clubId} and span = 'local_day' group by 1 order by 1`,
      );
      return (result as unknown as { rows: unknown[] }).rows;
    };
    const otherBefore = await dayRows(other.admin.clubId);
    const santiago = await dayRows(club.admin.clubId);
    try {
      // 23:10 UTC on 31 October is 31 October in Santiago and 1 November in Tokyo.
      await t.ctx.db.update(clubs).set({ timeZone: "Asia/Tokyo" }).where(eq(clubs.id, club.admin.clubId));
      expect(await rollupMismatches(t, club.admin.clubId)).toEqual([]);
      expect(await dayRows(club.admin.clubId)).not.toEqual(santiago);
      expect(await dayRows(other.admin.clubId)).toEqual(otherBefore);
    } finally {
      await t.ctx.db
        .update(clubs)
        .set({ timeZone: "America/Santiago" })
        .where(eq(clubs.id, club.admin.clubId));
    }
    expect(await dayRows(club.admin.clubId)).toEqual(santiago);
  });

  it.each(CUT_WINDOWS)("reads the figures of %s … %s exactly as the orders say", async (from, to) => {
    const s = scopeOver(club.admin.clubId, from, to);
    const expected = await plainFigures(s.clubId, s.from, s.to);
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
      const rows = await t.ctx.db.execute(sql`
      select extract(hour from k.at at time zone ${timeZone})::int as hour,
             (sum(o.order_amount) filter (where k.kind = 'sale'))::int as gross,
             (count(*) filter (where k.kind = 'refund'))::int as refunds_count
      from orders o
      cross join lateral (values ('sale', o.paid_at), ('refund', case when o.paid_at is not null then o.cancelled_at end)) k(kind, at)
      where o.club_id = ${s.clubId} and k.at is not null group by 1 order by 1`);
      const expected = (
        rows as unknown as { rows: { hour: number; gross: number | null; refunds_count: number }[] }
      ).rows;
      const hours = (await hourSplit(t.ctx.db, s)).filter((h) => h.salesCount + h.refundsCount > 0);
      expect(hours.map((h) => ({ hour: h.hour, gross: h.gross, refunds_count: h.refundsCount }))).toEqual(
        expected.map((e) => ({ ...e, gross: e.gross ?? 0 })),
      );
    },
  );

  /** The window's figures written plainly over the orders, the way the reports read them before the rollup. */
  async function plainFigures(clubId: number, from: Date, to: Date) {
    const query = async (text: ReturnType<typeof sql>) =>
      ((await t.ctx.db.execute(text)) as unknown as { rows: Record<string, unknown>[] }).rows;
    const ev = sql`(select o.*, k.kind, k.at from orders o
      cross join lateral (values ('sale', o.paid_at), ('refund', case when o.paid_at is not null then o.cancelled_at end)) k(kind, at)
      where o.club_id = ${clubId} and k.at >= ${from} and k.at < ${to}) ev`;
    const sale = (x: string) => `coalesce(sum(${x}) filter (where ev.kind = 'sale'), 0)::int`;
    const refund = (x: string) => `coalesce(sum(${x}) filter (where ev.kind = 'refund'), 0)::int`;
    const net = (x: string) =>
      sql.raw(
        `coalesce(sum(${x}) filter (where ev.kind = 'sale'), 0) - coalesce(sum(${x}) filter (where ev.kind = 'refund'), 0)`,
      );
    const [total] = await query(sql`select ${sql.raw(sale("ev.order_amount"))} as gross,
      ${sql.raw(refund("ev.order_amount"))} as refunds, count(*)::int as count from ${ev}`);
    const methods = await query(sql`select p.method, ${sql.raw(sale("p.amount"))} as gross,
      ${sql.raw(refund("p.amount"))} as refunds from ${ev} join order_payments p on p.order_id = ev.id group by 1`);
    const lines = (
      name: string,
      join: string,
      quantity: string,
      group = "1",
    ) => sql`select ${sql.raw(name)} as name,
      (${net("l.amount")})::int as net, (count(distinct ev.id) filter (where ev.kind = 'sale'))::int as orders,
      (${net(quantity)})::numeric::float8 as quantity from ${ev} ${sql.raw(join)} group by ${sql.raw(group)}`;
    const categories = await query(
      sql`${lines(
        `coalesce(c.item_category_name, '${NO_CATEGORY_LABEL}')`,
        "join order_items l on l.order_id = ev.id join items i on i.id = l.item_id left join item_categories c on c.id = i.item_category_id",
        "l.item_quantity",
      )} union all ${lines("'Reservas'", "join order_bookings l on l.order_id = ev.id", "1")} having count(*) > 0`,
    );
    const itemRows = await query(
      lines(
        "(array_agg(l.item_name order by l.id desc))[1]",
        "join order_items l on l.order_id = ev.id",
        "l.item_quantity",
        "l.item_id",
      ),
    );
    const tuples = (rows: Record<string, unknown>[], keys: string[]) =>
      rows.map((r) => keys.map((k) => r[k])).sort();
    return {
      total,
      methods: tuples(methods, ["method", "gross", "refunds"]),
      categories: tuples(categories, ["name", "net", "orders", "quantity"]),
      items: tuples(itemRows, ["name", "net", "orders", "quantity"]),
    };
  }
});
