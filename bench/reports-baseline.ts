import type pg from "pg";
import { startPlainSelectServer } from "./plain-select-server";

/**
 * Each report's figure as the plainest SQL aggregate over the same rows ($1 club, $2–$3 the range's
 * instants, $4 the club's time zone): what the database alone costs, without the accounting rule's second
 * event (refunds) or the buckets left empty.
 */
const PAID = "from orders o where o.club_id = $1 and o.paid_at >= $2 and o.paid_at < $3";
const BASELINES: Record<string, string> = {
  status: `select order_status, count(*), sum(order_amount) from orders
           where club_id = $1 and created_at >= $2 and created_at < $3 and $4::text is not null group by 1`,
  sales: `select (o.paid_at at time zone $4)::date, sum(o.order_amount), count(*) ${PAID} group by 1 order by 1`,
  performance: `select sum(o.order_amount), count(*) ${PAID} and $4::text is not null`,
  category: `select i.item_category_id, count(distinct o.id), sum(l.item_quantity), sum(l.amount)
             from orders o join order_items l on l.order_id = o.id join items i on i.id = l.item_id
             where o.club_id = $1 and o.paid_at >= $2 and o.paid_at < $3 and $4::text is not null group by 1`,
  method: `select p.method, sum(p.amount) from orders o join order_payments p on p.order_id = o.id
           where o.club_id = $1 and o.paid_at >= $2 and o.paid_at < $3 and $4::text is not null group by 1`,
  hour: `select extract(hour from o.paid_at at time zone $4), sum(o.order_amount), count(*) ${PAID} group by 1`,
  items: `select l.item_id, sum(l.item_quantity), sum(l.amount) from orders o
          join order_items l on l.order_id = o.id
          where o.club_id = $1 and o.paid_at >= $2 and o.paid_at < $3 and $4::text is not null
          group by 1 order by 3 desc limit 10`,
};

/** The baselines over bare HTTP, one path per range and figure: `/{range}/{figure}`. */
export function startReportsBaseline(
  pool: pg.Pool,
  club: { clubId: number; timeZone: string },
  ranges: { label: string; from: Date; to: Date }[],
) {
  const queries: Record<string, () => pg.QueryConfig> = {};
  for (const range of ranges) {
    for (const [name, text] of Object.entries(BASELINES)) {
      queries[`/${range.label}/${name}`] = () => ({
        text,
        values: [club.clubId, range.from, range.to, club.timeZone],
      });
    }
  }
  return startPlainSelectServer(pool, queries);
}
