import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { holdsSlot } from "../../db/holds-slot";
import { bookings, clubs, courts, items, users } from "../../db/schema";

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

/** Today's bookings that hold their slot and have not ended, soonest first; and how many courts the club has open. */
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
    .where(sql`${courts.clubId} = ${clubId} and ${courts.active}`);
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
