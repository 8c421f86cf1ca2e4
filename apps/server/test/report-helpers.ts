import { sql } from "drizzle-orm";
import { bearer, type TestApp } from "./harness";

/** A GET of a report with an administrator's token: `/api/admin/<path>`, answers the parsed body. */
export async function reportCall<T = Record<string, unknown>>(t: TestApp, token: string, path: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/admin/${path}`, headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}

export type Baseline = {
  key: string;
  gross: number;
  refunds: number;
  sales_count: number;
  refunds_count: number;
};

/**
 * The accounting rule written plainly, as the reports' reference: every sale event of the club's orders
 * (paid on its local day, refunded on the local day its paid order was cancelled), filtered by local day
 * and grouped by `key` over the event's local timestamp `local` (and the order `o`).
 */
export async function baselineFigures(
  t: TestApp,
  q: { clubId: number; start: string; end: string; key: string; join?: string; amount?: string },
) {
  const rows = await t.ctx.db.execute(
    sql.raw(`
    with ev as (
      select o.id, 'sale' as kind, o.paid_at at time zone c.time_zone as local, o.order_amount
      from orders o join clubs c on c.id = o.club_id
      where o.club_id = ${q.clubId} and o.paid_at is not null
      union all
      select o.id, 'refund', o.cancelled_at at time zone c.time_zone, o.order_amount
      from orders o join clubs c on c.id = o.club_id
      where o.club_id = ${q.clubId} and o.paid_at is not null and o.order_status = 'cancelled'
    )
    select (${q.key})::text as key,
           sum(case when kind = 'sale' then ${q.amount ?? "ev.order_amount"} else 0 end)::int as gross,
           sum(case when kind = 'refund' then ${q.amount ?? "ev.order_amount"} else 0 end)::int as refunds,
           count(distinct case when kind = 'sale' then ev.id end)::int as sales_count,
           count(distinct case when kind = 'refund' then ev.id end)::int as refunds_count
    from ev ${q.join ?? ""}
    where ev.local::date between '${q.start}' and '${q.end}'
    group by 1 order by 1`),
  );
  return (rows as unknown as { rows: Baseline[] }).rows;
}
