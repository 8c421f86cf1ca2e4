import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { bookingEvents } from "./booking-income.repository";
import { piecesOf } from "./rollup-pieces";
import {
  type FigureRow,
  figures,
  fromPieces,
  rowsOf,
  type SalesWindow,
  saleEvents,
  summedFigures,
  totalFigures,
} from "./sales-reports.repository";

/** The line reports (by category, by item): lines of the sale events, with quantities. */

export type LineRow = FigureRow & {
  orders_count: number;
  sold_quantity: string;
  refunded_quantity: string;
};

const lineFigures = (quantity: SQL) => sql`${figures(sql`l.amount`)},
  (count(distinct o.id) filter (where ev.kind = 'sale'))::int as orders_count,
  coalesce(sum(${quantity}) filter (where ev.kind = 'sale'), 0)::numeric as sold_quantity,
  coalesce(sum(${quantity}) filter (where ev.kind = 'refund'), 0)::numeric as refunded_quantity`;
const summedLineFigures = sql`${summedFigures}, sum(ev.orders_count) as orders_count,
  sum(ev.sold_quantity) as sold_quantity, sum(ev.refunded_quantity) as refunded_quantity`;
// Only what had events: a category whose lines all moved to another one keeps rows of zeros.
const totalLineFigures = sql`${totalFigures}, sum(orders_count)::int as orders_count,
  sum(sold_quantity)::text as sold_quantity, sum(refunded_quantity)::text as refunded_quantity`;
const hadEvents = sql`having sum(sales_count) + sum(refunds_count) > 0`;

/**
 * Item lines by the item's category now (key 0: none), and booking lines as one more group (key -1), with
 * the booking payments taken at reception and online (each one sale of quantity 1).
 */
export async function linesByCategory(db: DbOrTx, s: SalesWindow) {
  const pieces = piecesOf(s);
  const items = fromPieces(
    pieces,
    (
      events,
    ) => sql`select coalesce(i.item_category_id, 0) as category_key, ${lineFigures(sql`l.item_quantity`)}
      from ${events} group by 1`,
    (rows) => sql`select ev.category_key, ${summedLineFigures} from ${rows} group by 1`,
    sql`join order_items l on l.order_id = o.id join items i on i.id = l.item_id`,
  )(s.clubId, sql`sales_rollup_categories`);
  // The rollup's branch above already holds the booking lines (key -1); the raw stretches add theirs.
  const bookingLines =
    pieces.raw.length > 0
      ? sql` union all select -1, ${lineFigures(sql`1`)}
          from ${saleEvents(s.clubId, pieces.raw, sql`join order_bookings l on l.order_id = o.id`)}`
      : sql``;
  const bookingPayments = sql`select -1 as category_key, ${figures(sql`ev.amount`)},
      count(*)::int as orders_count, count(*)::numeric as sold_quantity, 0::numeric as refunded_quantity
    from ${bookingEvents(s)}`;
  const union = items ? sql`${items}${bookingLines} union all ${bookingPayments}` : bookingPayments;
  return rowsOf<
    LineRow & { kind: "item" | "bookings"; category_id: number | null; category_name: string | null }
  >(
    await db.execute(sql`
      select case when t.category_key = -1 then 'bookings' else 'item' end as kind,
             c.id as category_id, c.item_category_name as category_name, ${totalLineFigures}
      from (${union}) t
      left join item_categories c on c.id = t.category_key
      group by t.category_key, c.id, c.item_category_name
      ${hadEvents}`),
  );
}

/**
 * Item lines by item, with the name, bulk flag and unit of the item's latest line in the window, and the
 * item's category now.
 */
export async function linesByItem(db: DbOrTx, s: SalesWindow) {
  const union = fromPieces(
    piecesOf(s),
    (events) => sql`select l.item_id, max(l.id) as last_line_id, ${lineFigures(sql`l.item_quantity`)}
      from ${events} group by 1`,
    (rows) =>
      sql`select ev.item_id, max(ev.last_line_id) as last_line_id, ${summedLineFigures} from ${rows} group by 1`,
    sql`join order_items l on l.order_id = o.id`,
  )(s.clubId, sql`sales_rollup_items`);
  if (!union) return [];
  return rowsOf<
    LineRow & {
      item_id: number;
      item_name: string;
      item_bulk: boolean;
      measure_unit_short: string | null;
      category_id: number | null;
    }
  >(
    await db.execute(sql`
      select n.item_name, n.item_bulk, n.item_measure_unit_short as measure_unit_short,
             i.item_category_id as category_id, t.*
      from (select item_id, max(last_line_id) as last_line_id, ${totalLineFigures}
            from (${union}) u group by item_id ${hadEvents}) t
      join order_items n on n.id = t.last_line_id
      join items i on i.id = t.item_id`),
  );
}
