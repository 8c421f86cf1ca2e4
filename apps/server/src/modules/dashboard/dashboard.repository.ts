import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { bookings, clubs, courts, items, orders, users } from "../../db/schema";
import { holdsSlot } from "../bookings/day-grid.repository";

export type SalesFigure = { net: number; count: number };

type SalesRow = {
  today_net: number;
  today_count: number;
  so_far_net: number;
  so_far_count: number;
  whole_net: number;
  whole_count: number;
};

/**
 * Net sales (paid in the stretch less refunded in it: a paid sale counts on the club's day it was paid,
 * its refund on the day it was cancelled) of today, of the same weekday a week ago up to the same time of
 * day, and of that whole day. Days and times are the club's clock: a week ago is seven calendar days
 * back, so a clock change in between does not shift the comparison by an hour.
 */
export async function salesAtAGlance(db: DbOrTx, clubId: number, now: Date) {
  const at = now.toISOString();
  const result = await db.execute(sql`
    with clock as (
      select ${clubs.timeZone} as tz, (${at}::timestamptz at time zone ${clubs.timeZone}) as local_now
      from ${clubs} where ${clubs.id} = ${clubId}
    ), bounds as (
      select
        (date_trunc('day', local_now) at time zone tz) as today_start,
        ((date_trunc('day', local_now) + interval '1 day') at time zone tz) as today_end,
        ((date_trunc('day', local_now) - interval '7 days') at time zone tz) as week_ago_start,
        ((local_now - interval '7 days') at time zone tz) as week_ago_now,
        ((date_trunc('day', local_now) - interval '6 days') at time zone tz) as week_ago_end
      from clock
    ), moves as (
      select ${orders.paidAt} as at, ${orders.amount} as amount, 1 as sale
      from ${orders}, bounds
      where ${orders.clubId} = ${clubId} and ${orders.paidAt} >= week_ago_start and ${orders.paidAt} < today_end
      union all
      select ${orders.cancelledAt}, -${orders.amount}, 0
      from ${orders}, bounds
      where ${orders.clubId} = ${clubId} and ${orders.paidAt} is not null
        and ${orders.cancelledAt} >= week_ago_start and ${orders.cancelledAt} < today_end
    )
    select
      coalesce(sum(amount) filter (where at >= today_start), 0)::int as today_net,
      (count(*) filter (where at >= today_start and sale = 1))::int as today_count,
      coalesce(sum(amount) filter (where at < week_ago_now), 0)::int as so_far_net,
      (count(*) filter (where at < week_ago_now and sale = 1))::int as so_far_count,
      coalesce(sum(amount) filter (where at < week_ago_end), 0)::int as whole_net,
      (count(*) filter (where at < week_ago_end and sale = 1))::int as whole_count
    from bounds left join moves on at >= today_start or at < week_ago_end
    group by today_start, week_ago_now, week_ago_end`);
  const [row] = (result as unknown as { rows: SalesRow[] }).rows;
  const figure = (net: number | undefined, count: number | undefined): SalesFigure => ({
    net: Number(net ?? 0),
    count: Number(count ?? 0),
  });
  return {
    today: figure(row?.today_net, row?.today_count),
    lastWeekSoFar: figure(row?.so_far_net, row?.so_far_count),
    lastWeekWholeDay: figure(row?.whole_net, row?.whole_count),
  };
}

export type CourtUseRow = {
  bookingId: number;
  courtName: string;
  startsAt: Date;
  endsAt: Date;
  status: string;
  bookingType: string;
  name: string | null;
  lastname: string | null;
  walkInName: string | null;
};

/** Today's bookings that hold their slot and have not ended, soonest first; and how many courts the club has. */
export async function courtsFromNow(db: DbOrTx, clubId: number, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const endOfToday = sql`((date_trunc('day', ${at} at time zone ${clubs.timeZone}) + interval '1 day') at time zone ${clubs.timeZone})`;
  const rows = await db
    .select({
      bookingId: bookings.id,
      courtName: courts.name,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      status: bookings.status,
      bookingType: bookings.bookingType,
      name: users.name,
      lastname: users.lastname,
      walkInName: bookings.walkInName,
    })
    .from(bookings)
    .innerJoin(courts, sql`${courts.id} = ${bookings.courtId}`)
    .innerJoin(clubs, sql`${clubs.id} = ${bookings.clubId}`)
    .leftJoin(users, sql`${users.id} = ${bookings.userId}`)
    .where(
      sql`${bookings.clubId} = ${clubId} and ${holdsSlot(at)} and ${bookings.endsAt} > ${at}
        and ${bookings.startsAt} < ${endOfToday}`,
    )
    .orderBy(bookings.startsAt, courts.name);
  const [total] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(courts)
    .where(sql`${courts.clubId} = ${clubId}`);
  return { rows: rows as CourtUseRow[], courtsTotal: Number(total?.count ?? 0) };
}

export type CriticalItemRow = {
  id: number;
  name: string;
  stock: string;
  criticalStock: string;
  bulk: boolean;
  measurementUnit: string | null;
};

/** How many live items are at or under their critical stock, and the `limit` furthest under it. */
export async function criticalStock(db: DbOrTx, clubId: number, limit: number) {
  const critical = sql`${items.clubId} = ${clubId} and ${items.deletedAt} is null and ${items.stock} <= ${items.criticalStock}`;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: items.id,
        name: items.name,
        stock: items.stock,
        criticalStock: items.criticalStock,
        bulk: items.bulk,
        measurementUnit: items.measurementUnit,
      })
      .from(items)
      .where(critical)
      .orderBy(sql`${items.stock} - ${items.criticalStock}`, items.nameKey, items.id)
      .limit(limit),
    db.select({ count: sql<number>`count(*)::int` }).from(items).where(critical),
  ]);
  return { rows: rows as CriticalItemRow[], count: Number(count?.count ?? 0) };
}
