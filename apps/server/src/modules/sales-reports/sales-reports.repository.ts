import { eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { clubs } from "../../db/schema";
import type { ReportScope } from "./report-range";

/** The stretch of time sale events are read in: a club, from an instant to another (excluded). */
export type SalesWindow = Pick<ReportScope, "clubId" | "from" | "to">;

const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

export async function clubTimeZone(db: DbOrTx, clubId: number) {
  const [club] = await db.select({ timeZone: clubs.timeZone }).from(clubs).where(eq(clubs.id, clubId));
  return club?.timeZone ?? "America/Santiago";
}

/**
 * The range's sale events, one row each: `kind` 'sale' at `paid_at` for an order paid in the range, 'refund'
 * at `cancelled_at` for a paid order cancelled in it (the accounting rule). An order paid and cancelled in
 * the range gives both. The two partial indexes of migration 0012 find the orders.
 */
function saleEvents(s: SalesWindow, join: SQL = sql``): SQL {
  return sql`orders o
    cross join lateral (values ('sale', o.paid_at),
                               ('refund', case when o.paid_at is not null then o.cancelled_at end)) ev(kind, at)
    ${join}
    where o.club_id = ${s.clubId}
      and ((o.paid_at >= ${s.from} and o.paid_at < ${s.to})
           or (o.cancelled_at >= ${s.from} and o.cancelled_at < ${s.to} and o.paid_at is not null))
      and ev.at >= ${s.from} and ev.at < ${s.to}`;
}

/** The four figures of sale events, with `amount` the money each event carries. */
const figures = (amount: SQL) => sql`
  coalesce(sum(${amount}) filter (where ev.kind = 'sale'), 0)::bigint as gross,
  coalesce(sum(${amount}) filter (where ev.kind = 'refund'), 0)::bigint as refunds,
  (count(*) filter (where ev.kind = 'sale'))::int as sales_count,
  (count(*) filter (where ev.kind = 'refund'))::int as refunds_count`;

export type FigureRow = {
  gross: string | number;
  refunds: string | number;
  sales_count: number;
  refunds_count: number;
};

/** The range's figures grouped by `key` (an expression over the event's instant `ev.at`). */
export async function salesFiguresBy(db: DbOrTx, s: SalesWindow, key: SQL) {
  return rowsOf<FigureRow & { key: string | number }>(
    await db.execute(sql`select ${key} as key, ${figures(sql`o.order_amount`)}
      from ${saleEvents(s)} group by 1`),
  );
}

/** The local day (as YYYY-MM-DD) where the bucket holding the event starts; weeks start on Monday. */
export const bucketOf = (s: ReportScope, bucket: string) =>
  sql`to_char(date_trunc(${bucket}, ev.at at time zone ${s.timeZone}), 'YYYY-MM-DD')`;

export const hourOf = (s: ReportScope) => sql`extract(hour from ev.at at time zone ${s.timeZone})::int`;

/** By payment method: each order's payments (the cash part is what was charged, not the cash handed over). */
export async function salesByMethod(db: DbOrTx, s: ReportScope) {
  return rowsOf<FigureRow & { method: string }>(
    await db.execute(sql`select p.method, ${figures(sql`p.amount`)}
      from ${saleEvents(s, sql`join order_payments p on p.order_id = o.id`)}
      group by 1`),
  );
}

export type LineRow = FigureRow & {
  orders_count: number;
  sold_quantity: string;
  refunded_quantity: string;
};

const lineFigures = (quantity: SQL) => sql`${figures(sql`l.amount`)},
  (count(distinct o.id) filter (where ev.kind = 'sale'))::int as orders_count,
  coalesce(sum(${quantity}) filter (where ev.kind = 'sale'), 0)::text as sold_quantity,
  coalesce(sum(${quantity}) filter (where ev.kind = 'refund'), 0)::text as refunded_quantity`;

/** Item lines by the item's category (null: none), and booking lines as one more group. */
export async function linesByCategory(db: DbOrTx, s: ReportScope) {
  return rowsOf<
    LineRow & { kind: "item" | "bookings"; category_id: number | null; category_name: string | null }
  >(
    await db.execute(sql`
      select 'item' as kind, c.id as category_id, c.item_category_name as category_name,
             ${lineFigures(sql`l.item_quantity`)}
      from ${saleEvents(
        s,
        sql`join order_items l on l.order_id = o.id
            join items i on i.id = l.item_id
            left join item_categories c on c.id = i.item_category_id`,
      )}
      group by c.id, c.item_category_name
      union all
      select 'bookings', null, null, ${lineFigures(sql`1`)}
      from ${saleEvents(s, sql`join order_bookings l on l.order_id = o.id`)}
      having count(*) > 0`),
  );
}

/** Item lines by item, with the name, bulk flag and unit of the item's latest line in the range. */
export async function linesByItem(db: DbOrTx, s: ReportScope) {
  return rowsOf<
    LineRow & { item_id: number; item_name: string; item_bulk: boolean; measure_unit_short: string | null }
  >(
    await db.execute(sql`
      select l.item_id,
             (array_agg(l.item_name order by l.id desc))[1] as item_name,
             (array_agg(l.item_bulk order by l.id desc))[1] as item_bulk,
             (array_agg(l.item_measure_unit_short order by l.id desc))[1] as measure_unit_short,
             ${lineFigures(sql`l.item_quantity`)}
      from ${saleEvents(s, sql`join order_items l on l.order_id = o.id`)}
      group by l.item_id`),
  );
}

/** Orders created in the range by their current status. */
export async function ordersByStatus(db: DbOrTx, s: ReportScope) {
  return rowsOf<{ status: string; orders_count: number; amount: string | number }>(
    await db.execute(sql`
      select order_status as status, count(*)::int as orders_count, coalesce(sum(order_amount), 0)::bigint as amount
      from orders
      where club_id = ${s.clubId} and created_at >= ${s.from} and created_at < ${s.to}
      group by 1`),
  );
}
