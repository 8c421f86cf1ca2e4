import { NO_CATEGORY_LABEL } from "@club/domain";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../src/db/client";
import type { TestApp } from "./harness";
import { stored } from "./stored";

/**
 * The accounting rule written plainly over the club's orders: each sale event (a sale at paid_at, a refund
 * at cancelled_at of a paid order) with its order, per UTC hour, day and month it falls in.
 */
const events = (clubId: number) => `
  with ev as (
    select o.id, 'sale' as kind, o.paid_at as at, o.order_amount from orders o
    where o.club_id = ${clubId} and o.paid_at is not null
    union all
    select o.id, 'refund', o.cancelled_at, o.order_amount from orders o
    where o.club_id = ${clubId} and o.paid_at is not null and o.cancelled_at is not null
  ), spans as (select unnest(array['hour', 'day', 'month']) as span)`;

const sums = (amount: string) => `
  coalesce(sum(${amount}) filter (where kind = 'sale'), 0)::bigint as gross,
  coalesce(sum(${amount}) filter (where kind = 'refund'), 0)::bigint as refunds,
  (count(*) filter (where kind = 'sale'))::int as sales_count,
  (count(*) filter (where kind = 'refund'))::int as refunds_count`;
const lineSums = (quantity: string) => `${sums("l.amount")},
  (count(distinct ev.id) filter (where kind = 'sale'))::int as orders_count,
  coalesce(sum(${quantity}) filter (where kind = 'sale'), 0)::numeric as sold_quantity,
  coalesce(sum(${quantity}) filter (where kind = 'refund'), 0)::numeric as refunded_quantity`;
const rolledSums = `sum(gross)::bigint, sum(refunds)::bigint, sum(sales_count)::int, sum(refunds_count)::int`;
const rolledLineSums = `${rolledSums}, sum(orders_count)::int, sum(sold_quantity)::numeric,
  sum(refunded_quantity)::numeric`;
const bucket = "s.span, date_trunc(s.span, ev.at, 'UTC')";

/** Each rollup table: the rule's rows, and the table's rows summed over the slots. */
const TABLES = (clubId: number): Record<string, [string, string]> => ({
  // The order totals also per UTC hour of the day within each UTC month (migration 0018), and per day of
  // the club's calendar in its zone of now, keyed by the date at 00:00 UTC (migration 0019).
  sales_rollup: [
    `select ${bucket}, ${sums("ev.order_amount")} from ev cross join spans s group by 1, 2
     union all
     select 'month_hour', date_trunc('month', ev.at, 'UTC')
       + (date_trunc('hour', ev.at, 'UTC') - date_trunc('day', ev.at, 'UTC')), ${sums("ev.order_amount")}
     from ev group by 1, 2
     union all
     select 'local_day', (ev.at at time zone c.time_zone)::date::timestamp at time zone 'UTC',
       ${sums("ev.order_amount")}
     from ev cross join clubs c where c.id = ${clubId} group by 1, 2`,
    `select span, starts_at, ${rolledSums} from sales_rollup where club_id = ${clubId} group by 1, 2`,
  ],
  sales_rollup_methods: [
    `select ${bucket}, p.method, ${sums("p.amount")} from ev cross join spans s
     join order_payments p on p.order_id = ev.id group by 1, 2, 3`,
    `select span, starts_at, method, ${rolledSums} from sales_rollup_methods where club_id = ${clubId}
     group by 1, 2, 3`,
  ],
  sales_rollup_items: [
    `select ${bucket}, l.item_id, ${lineSums("l.item_quantity")}, max(l.id) from ev cross join spans s
     join order_items l on l.order_id = ev.id group by 1, 2, 3`,
    `select span, starts_at, item_id, ${rolledLineSums}, max(last_line_id) from sales_rollup_items
     where club_id = ${clubId} group by 1, 2, 3`,
  ],
  sales_rollup_categories: [
    `select ${bucket}, coalesce(i.item_category_id, 0), ${lineSums("l.item_quantity")} from ev cross join spans s
     join order_items l on l.order_id = ev.id join items i on i.id = l.item_id group by 1, 2, 3
     union all
     select ${bucket}, -1, ${lineSums("1")} from ev cross join spans s
     join order_bookings l on l.order_id = ev.id group by 1, 2, 3`,
    // A category whose lines all moved to another one keeps rows of zeros (and only of zeros).
    `select span, starts_at, category_key, ${rolledLineSums} from sales_rollup_categories
     where club_id = ${clubId} group by 1, 2, 3
     having sum(sales_count) <> 0 or sum(refunds_count) <> 0 or sum(gross) <> 0 or sum(refunds) <> 0
       or sum(orders_count) <> 0 or sum(sold_quantity) <> 0 or sum(refunded_quantity) <> 0`,
  ],
});

/** Where the club's rollup and the rule over its orders differ: `[]` when every row agrees. */
export async function rollupMismatches(t: TestApp, clubId: number) {
  const found: { table: string; side: string; row: unknown }[] = [];
  for (const [table, [rule, rollup]] of Object.entries(TABLES(clubId))) {
    for (const [side, a, b] of [
      ["only in the orders", rule, rollup],
      ["only in the rollup", rollup, rule],
    ] as const) {
      const rows = await t.ctx.db.execute(sql.raw(`${events(clubId)} (${a}) except all (${b})`));
      for (const row of (rows as unknown as { rows: unknown[] }).rows) found.push({ table, side, row });
    }
  }
  return found;
}

/** How many rows the club's rollup holds (a test that reads it empty proves nothing). */
export async function rollupRows(t: TestApp, clubId: number) {
  const rows = await t.ctx.db.execute(
    sql`select count(*)::int as n from sales_rollup_items where club_id = ${clubId}`,
  );
  return (rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/** Windows that start and end inside hours, days and months, so a report joins the rollup and the orders. */
export const CUT_WINDOWS: [string, string][] = [
  ["2026-10-31T23:10:00Z", "2026-12-01T00:30:00Z"],
  ["2026-10-31T23:10:00.001Z", "2026-12-01T00:30:00Z"],
  ["2026-11-01T02:59:00Z", "2026-11-06T12:39:59Z"],
  ["2026-11-01T03:00:00Z", "2026-12-01T00:30:00.001Z"],
  ["2026-11-06T12:15:00Z", "2026-11-06T12:45:00Z"],
  ["2026-10-01T00:00:00Z", "2027-01-01T00:00:00Z"],
];

/** The report scope of a club over [from, to), on Santiago's clock, grouped by day. */
export const scopeOver = (clubId: number, from: string, to: string) => ({
  clubId,
  timeZone: "America/Santiago",
  period: "day" as const,
  startDate: from.slice(0, 10),
  endDate: to.slice(0, 10),
  from: new Date(from),
  to: new Date(to),
});

/** Moves a club to another time zone straight in the table; its local days and hours move with it. */
export const setClubTimeZone = (db: DbOrTx, clubId: number, timeZone: string) =>
  stored(db)`update clubs set time_zone = ${timeZone} where id = ${clubId}`;

/** The window's figures written plainly over the orders, the way the reports read them before the rollup. */
export async function plainFigures(t: TestApp, clubId: number, from: Date, to: Date) {
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
