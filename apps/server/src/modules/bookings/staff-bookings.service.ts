import { firstShowing, resolveLocalTime } from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { notFound } from "../../http/app-error";
import { computeDay, type DayAvailability } from "./availability.service";
import { bookingClubOrThrow } from "./booking-day";
import { matchPlayersOfBooking } from "./booking-shares.repository";
import {
  type StaffBookingDetailView,
  type StaffBookingView,
  toStaffBookingDetailView,
  toStaffBookingView,
} from "./staff-booking-view";
import { findClubBooking, listBookingPayments, listDayBookings } from "./staff-bookings.repository";

export const staffBookingNotFound = () => notFound("Reserva no encontrada");

export type StaffDay = Pick<DayAvailability, "club" | "date" | "courts"> & { bookings: StaffBookingView[] };

/**
 * The front desk's day, any date: the courts and slots from the one day computation players see too, and
 * every booking starting that local day that holds its slot, with who it is for and what was paid.
 */
export async function getStaffDay(
  db: DbOrTx,
  input: { clubId: number; date: string; now: Date },
): Promise<StaffDay> {
  const club = await bookingClubOrThrow(db, input.clubId);
  const { date, now } = input;
  const [day, rows] = await Promise.all([
    computeDay(db, { club, date, now }),
    listDayBookings(db, {
      clubId: club.id,
      from: firstShowing(resolveLocalTime(date, 0, club.timeZone)),
      to: firstShowing(resolveLocalTime(date, 1440, club.timeZone)),
      now,
    }),
  ]);
  return { club: day.club, date, courts: day.courts, bookings: rows.map(toStaffBookingView) };
}

/** One booking of the club with its payments and cancellation; another club's is 404 like a missing one. */
export async function findStaffBookingDetail(
  db: DbOrTx,
  input: { clubId: number; id: number; now: Date },
): Promise<StaffBookingDetailView> {
  const row = await findClubBooking(db, input);
  if (!row) throw staffBookingNotFound();
  const [payments, matchPlayers] = await Promise.all([
    listBookingPayments(db, row.id, input.now),
    matchPlayersOfBooking(db, row.id),
  ]);
  return toStaffBookingDetailView(row, payments, matchPlayers);
}
