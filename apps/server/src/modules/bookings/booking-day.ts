import { addDays, localToday } from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { badRequest, notFound } from "../../http/app-error";
import { type BookingClub, findBookingClub } from "./booking-club.repository";

/** The club, if it takes bookings: an unknown club and one without GoMatch are both 404. */
export async function bookingClubOrThrow(db: DbOrTx, clubId: number): Promise<BookingClub> {
  const club = await findBookingClub(db, clubId);
  if (!club) throw notFound("Club no encontrado");
  return club;
}

/** Nobody books a day of the club's calendar that is over; staff have no window beyond that. */
export function checkNotPastDate(club: BookingClub, date: string, now: Date): string {
  const today = localToday(now, club.timeZone);
  if (date < today) throw badRequest("date", "Esa fecha ya pasó");
  return today;
}

/** Players book from today up to the club's booking window, days of the club's own calendar. */
export function checkBookingDate(club: BookingClub, date: string, now: Date): void {
  const today = checkNotPastDate(club, date, now);
  const last = addDays(today, club.bookingWindowDays);
  if (date > last) {
    throw badRequest(
      "date",
      club.bookingWindowDays === 0
        ? "En este club solo se reserva para hoy"
        : `Se puede reservar hasta ${club.bookingWindowDays} días adelante (hasta el ${last})`,
    );
  }
}
