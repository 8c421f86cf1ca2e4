import { sql } from "drizzle-orm";
import type { TestApp } from "./harness";

const rowsOf = async <R>(t: TestApp, query: ReturnType<typeof sql>) =>
  ((await t.ctx.db.execute(query)) as unknown as { rows: R[] }).rows;

/**
 * Where the club's orders_by_status_rollup and its orders counted plainly (per UTC hour, day and month of
 * created_at, and status now) differ: `[]` when every row agrees. Rows of zeros (a status its orders left)
 * count as none.
 */
export async function statusRollupMismatches(t: TestApp, clubId: number) {
  const rule = sql`select s.span, date_trunc(s.span, o.created_at, 'UTC') as starts_at, o.order_status,
      count(*)::int as orders_count, sum(o.order_amount)::bigint as amount
    from orders o cross join (values ('hour'), ('day'), ('month')) s(span)
    where o.club_id = ${clubId} group by 1, 2, 3`;
  const rollup = sql`select span, starts_at, order_status, sum(orders_count)::int, sum(amount)::bigint
    from orders_by_status_rollup where club_id = ${clubId} group by 1, 2, 3
    having sum(orders_count) <> 0 or sum(amount) <> 0`;
  const found: { side: string; row: unknown }[] = [];
  for (const [side, a, b] of [
    ["only in the orders", rule, rollup],
    ["only in the rollup", rollup, rule],
  ] as const) {
    for (const row of await rowsOf(t, sql`(${a}) except all (${b})`)) found.push({ side, row });
  }
  return found;
}

/** How many orders the club's rollup counts per month span (a test that reads it empty proves nothing). */
export async function statusRollupOrders(t: TestApp, clubId: number) {
  const [row] = await rowsOf<{ n: number }>(
    t,
    sql`select coalesce(sum(orders_count), 0)::int as n from orders_by_status_rollup
      where club_id = ${clubId} and span = 'month'`,
  );
  return row?.n ?? 0;
}

/** Orders created in [from, to) by status, counted plainly: the report before the rollup. */
export const plainStatusSplit = (t: TestApp, clubId: number, from: Date, to: Date) =>
  rowsOf<{ status: string; orders_count: number; amount: number }>(
    t,
    sql`select order_status as status, count(*)::int as orders_count, sum(order_amount)::int as amount
      from orders where club_id = ${clubId} and created_at >= ${from} and created_at < ${to}
      group by 1 order by 1`,
  );
