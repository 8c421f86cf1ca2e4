import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { preparedOnce } from "../../db/prepared";
import { clubMemberships, clubs } from "../../db/schema";

/** Service 1 (GoMatch) turns bookings on for a club. */
export const BOOKINGS_SERVICE = 1;

const bookingClubQuery = (db: DbOrTx, name: string) =>
  db
    .select({
      id: clubs.id,
      name: clubs.name,
      timeZone: clubs.timeZone,
      bookingWindowDays: clubs.bookingWindowDays,
      cancellationHours: clubs.cancellationHours,
      onlinePaymentPercentage: clubs.onlinePaymentPercentage,
      bookingHoldMinutes: clubs.bookingHoldMinutes,
    })
    .from(clubs)
    .where(
      and(eq(clubs.id, sql.placeholder("clubId")), sql`${BOOKINGS_SERVICE} = any(${clubs.enabledServices})`),
    )
    .prepare(name);

export type BookingClub = Awaited<ReturnType<ReturnType<typeof bookingClubQuery>["execute"]>>[number];

/** The club's booking settings, when it takes bookings; every availability call reads it first. */
export async function findBookingClub(db: DbOrTx, clubId: number): Promise<BookingClub | null> {
  const query = preparedOnce(db, "booking_club", (name) => bookingClubQuery(db, name));
  return (await query.execute({ clubId }))[0] ?? null;
}

/** A player joins the club the first time they book there; a member (or its administrator) stays as is. */
export async function joinClub(db: DbOrTx, q: { clubId: number; userId: number }) {
  await db
    .insert(clubMemberships)
    .values({ clubId: q.clubId, userId: q.userId, role: "authenticated" })
    .onConflictDoNothing();
}
