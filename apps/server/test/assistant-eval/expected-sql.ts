import type { DayRange } from "@club/domain";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../src/db/client";
import { stored } from "../stored";

/**
 * The figures the evaluation expects, read from the seeded database in plain SQL written apart from the
 * services the tools call. Sales follow the accounting rule of docs/architecture.md ("Reportes de
 * ventas"): a paid order counts on the club's day of its `paid_at`; a paid order cancelled counts as a
 * refund on the day of its `cancelled_at`; a booking payment taken at reception or online counts on the
 * day of its `settled_at` (and, when given back, as a refund on the day of its `refunded_at`); a pending
 * order is no sale. Days are the club's calendar days in its zone.
 */
export type SqlScope = { db: DbOrTx; clubId: number; zone: string; now: Date };

const one = async (rows: Promise<{ value: string | number | null }[]>) => Number((await rows)[0]?.value ?? 0);

/**
 * Net sales (sales less refunds) of the days, all of them or those of one payment method; with
 * `sameTimeOfDay`, the last day only up to the time of day it is now (a period compared with the one in
 * course).
 */
export function netSales(s: SqlScope, days: DayRange, method?: string, sameTimeOfDay = false) {
  const { startDate: from, endDate: to } = days;
  const m = method ?? null;
  const cutoff = sameTimeOfDay ? to : null;
  return one(
    stored<{ value: string }>(s.db)`
      with order_money as (
        select o.paid_at, o.cancelled_at, coalesce(p.amount, o.order_amount) as amount, p.method
        from orders o
        left join order_payments p on p.order_id = o.id and ${m}::text is not null
        where o.club_id = ${s.clubId} and o.paid_at is not null
          and (${m}::text is null or p.method = ${m}::text)
      ), events_at as (
        select paid_at as at, amount from order_money
        union all
        select cancelled_at, -amount from order_money where cancelled_at is not null
        union all
        select settled_at, amount from booking_payments
        where club_id = ${s.clubId} and status in ('paid', 'refunded') and settled_at is not null
          and (${m}::text is null or method = ${m}::text)
        union all
        select refunded_at, -amount from booking_payments
        where club_id = ${s.clubId} and status = 'refunded' and refunded_at is not null
          and (${m}::text is null or method = ${m}::text)
      )
      select coalesce(sum(amount), 0)::text as value from events_at
      where (at at time zone ${s.zone})::date between ${from}::date and ${to}::date
        and (${cutoff}::date is null
          or at < ((${cutoff}::date + (${s.now}::timestamptz at time zone ${s.zone})::time) at time zone ${s.zone}))`,
  );
}

/** Refunds of the days: paid orders cancelled on them and booking payments given back on them. */
export function refunds(s: SqlScope, days: DayRange) {
  const { startDate: from, endDate: to } = days;
  return one(
    stored<{ value: string }>(s.db)`
      select (
        coalesce((select sum(order_amount) from orders
          where club_id = ${s.clubId} and paid_at is not null and cancelled_at is not null
            and (cancelled_at at time zone ${s.zone})::date between ${from}::date and ${to}::date), 0)
        + coalesce((select sum(amount) from booking_payments
          where club_id = ${s.clubId} and status = 'refunded' and refunded_at is not null
            and (refunded_at at time zone ${s.zone})::date between ${from}::date and ${to}::date), 0)
      )::text as value`,
  );
}

/** The change in percent, one decimal, of net sales of `days` against `before`. */
export async function netChange(s: SqlScope, days: DayRange, before: DayRange) {
  const [now, then] = [await netSales(s, days), await netSales(s, before)];
  return then === 0 ? null : Math.round(((now - then) / Math.abs(then)) * 1000) / 10;
}

/**
 * One item's lines (found by a piece of its name) in the days: their amount or quantity in orders paid,
 * less those of paid orders cancelled.
 */
export function itemLines(s: SqlScope, days: DayRange, namePattern: string, column: "amount" | "quantity") {
  const { startDate: from, endDate: to } = days;
  const value = column === "amount" ? "oi.amount" : "oi.item_quantity";
  return one(
    stored<{ value: string }>(s.db)`
      select coalesce(sum(case
          when (o.paid_at at time zone ${s.zone})::date between ${from}::date and ${to}::date then ${sql.raw(value)} else 0 end)
        - sum(case when o.cancelled_at is not null
          and (o.cancelled_at at time zone ${s.zone})::date between ${from}::date and ${to}::date then ${sql.raw(value)} else 0 end), 0)::float8 as value
      from order_items oi join orders o on o.id = oi.order_id
      join items i on i.id = oi.item_id
      where o.club_id = ${s.clubId} and o.paid_at is not null and i.item_name ilike ${namePattern}`,
  );
}

/** The net amount of the item that sold most (by net amount) in the days. */
export function topItemNet(s: SqlScope, days: DayRange) {
  const { startDate: from, endDate: to } = days;
  return one(
    stored<{ value: string }>(s.db)`
      select max(net)::text as value from (
        select oi.item_id, sum(case
            when (o.paid_at at time zone ${s.zone})::date between ${from}::date and ${to}::date then oi.amount else 0 end)
          - sum(case when o.cancelled_at is not null
            and (o.cancelled_at at time zone ${s.zone})::date between ${from}::date and ${to}::date then oi.amount else 0 end) as net
        from order_items oi join orders o on o.id = oi.order_id
        where o.club_id = ${s.clubId} and o.paid_at is not null
        group by oi.item_id) t`,
  );
}

/** The stock now of the live item whose name is like the pattern. */
export function itemStock(s: SqlScope, namePattern: string) {
  return one(
    stored<{ value: string }>(s.db)`
      select item_stock_stock::float8 as value from items
      where club_id = ${s.clubId} and deleted_at is null and item_name ilike ${namePattern}`,
  );
}

/** How many live items are at or under their critical stock. */
export function criticalCount(s: SqlScope) {
  return one(
    stored<{ value: number }>(s.db)`
      select count(*)::int as value from items
      where club_id = ${s.clubId} and deleted_at is null and item_stock_stock <= item_stock_critical_stock`,
  );
}

/** How many orders are pending, all of them or those created in the days. */
export function pendingCount(s: SqlScope, days?: DayRange) {
  const from = days?.startDate ?? null;
  const to = days?.endDate ?? null;
  return one(
    stored<{ value: number }>(s.db)`
      select count(*)::int as value from orders
      where club_id = ${s.clubId} and order_status = 'pending'
        and (${from}::date is null or (created_at at time zone ${s.zone})::date between ${from}::date and ${to}::date)`,
  );
}

/** The amount of the orders pending now. */
export function pendingAmount(s: SqlScope) {
  return one(
    stored<{ value: string }>(s.db)`
      select coalesce(sum(order_amount), 0)::text as value from orders
      where club_id = ${s.clubId} and order_status = 'pending'`,
  );
}

/** The cash difference of the one closed register session opened on the day (null when not exactly one). */
export async function closingDifference(s: SqlScope, day: string) {
  const rows = await stored<{ value: number }>(s.db)`
    select cash_balance_diff as value from cash_register_records
    where club_id = ${s.clubId} and closed_at is not null and (opened_at at time zone ${s.zone})::date = ${day}::date`;
  return rows.length === 1 ? Number(rows[0]?.value) : null;
}

/**
 * How many closed register sessions were opened on the days: with a cash difference, if asked, and by an
 * operator whose first name or last name is like the pattern.
 */
export function closingsCount(s: SqlScope, days: DayRange, onlyDifferences = false, operator = "%") {
  return one(
    stored<{ value: number }>(s.db)`
      select count(*)::int as value from cash_register_records r join users u on u.id = r.user_id
      where r.club_id = ${s.clubId} and r.closed_at is not null
        and (u.name ilike ${operator} or u.lastname ilike ${operator})
        and (r.opened_at at time zone ${s.zone})::date between ${days.startDate}::date and ${days.endDate}::date
        and (not ${onlyDifferences} or r.cash_balance_diff <> 0)`,
  );
}
