import { joinSlug } from "@club/domain";
import { and, asc, count, desc, eq, gt, inArray, lte, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { holdsSlot } from "../../db/holds-slot";
import { bookings, clubs, courts, matches } from "../../db/schema";

/** The columns a booking view reads, from bookings joined to its court and club. */
export const bookingViewFields = {
  id: bookings.id,
  slugToken: bookings.slugToken,
  userId: bookings.userId,
  startsAt: bookings.startsAt,
  endsAt: bookings.endsAt,
  durationMinutes: bookings.durationMinutes,
  price: bookings.price,
  status: bookings.status,
  paymentPercentage: bookings.paymentPercentage,
  scheduleId: bookings.scheduleId,
  holdUntil: bookings.holdUntil,
  cancelledAt: bookings.cancelledAt,
  courtId: courts.id,
  courtName: courts.name,
  clubId: clubs.id,
  clubName: clubs.name,
  timeZone: clubs.timeZone,
  onlinePaymentPercentage: clubs.onlinePaymentPercentage,
  cancellationHours: clubs.cancellationHours,
};

function bookingRows(db: DbOrTx) {
  return db
    .select(bookingViewFields)
    .from(bookings)
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .innerJoin(clubs, eq(clubs.id, bookings.clubId))
    .$dynamic();
}

export type BookingRow = Awaited<ReturnType<typeof bookingRows>>[number];

/** A booking of this user by id, whatever its club; null for anyone else's. */
export async function findUserBooking(db: DbOrTx, q: { id: number; userId: number }) {
  const [row] = await bookingRows(db)
    .where(and(eq(bookings.id, q.id), eq(bookings.userId, q.userId)))
    .limit(1);
  return row ?? null;
}

export type BookingScope = "upcoming" | "past";

function userScope(q: { userId: number; scope: BookingScope; now: Date }): SQL | undefined {
  return and(
    eq(bookings.userId, q.userId),
    holdsSlot(q.now),
    q.scope === "upcoming" ? gt(bookings.endsAt, q.now) : lte(bookings.endsAt, q.now),
  );
}

/** A page of the user's live bookings: upcoming soonest first, past latest first; and their total. */
export async function listUserBookings(
  db: DbOrTx,
  q: { userId: number; scope: BookingScope; now: Date; limit: number; offset: number },
) {
  const order = q.scope === "upcoming" ? asc(bookings.startsAt) : desc(bookings.startsAt);
  const [rows, totals] = await Promise.all([
    bookingRows(db).where(userScope(q)).orderBy(order, asc(bookings.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(bookings).where(userScope(q)),
  ]);
  return { rows, total: totals[0]?.n ?? 0 };
}

/** The public identifiers of the matches these bookings were opened as, by booking id. */
export async function matchSlugsOf(db: DbOrTx, bookingIds: number[]): Promise<Map<number, string>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({ bookingId: matches.bookingId, id: matches.id, slugToken: matches.slugToken })
    .from(matches)
    .where(inArray(matches.bookingId, bookingIds));
  return new Map(rows.map((row) => [row.bookingId, joinSlug(row.slugToken, row.id)]));
}

/** The public identifier of the match one booking was opened as; null when it is no match. */
export const matchSlugOf = async (db: DbOrTx, bookingId: number) =>
  (await matchSlugsOf(db, [bookingId])).get(bookingId) ?? null;
