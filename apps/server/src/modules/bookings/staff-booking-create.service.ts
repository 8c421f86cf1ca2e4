import { randomUUID } from "node:crypto";
import { addDays, type StaffSettableStatus } from "@club/domain";
import { type DbOrTx, EXCLUSION_VIOLATION, pgErrorOf } from "../../db/client";
import { findClubPerson } from "../../db/club-people";
import { AppError, conflictOn, notFound } from "../../http/app-error";
import { enqueueJob } from "../jobs/job-types";
import type { BookingClub } from "./booking-club.repository";
import { newSlugToken, SLOT_TAKEN_MESSAGE } from "./booking-create.service";
import { bookingClubOrThrow, checkNotPastDate } from "./booking-day";
import { bookingConfirmationMailJob } from "./booking-mail.jobs";
import { type CourtPlacement, listPriceOf, placeOnCourt } from "./booking-placement";
import { insertBooking, releaseExpiredHolds } from "./bookings.repository";
import { type StaffBookingView, toStaffBookingView } from "./staff-booking-view";
import { findClubBooking } from "./staff-bookings.repository";
import { underData } from "./staff-input";

export type BookingType = "match" | "class" | "tournament" | "maintenance";

export type NewStaffBooking = {
  clubId: number;
  staffId: number;
  courtId: number;
  date: string;
  startTime: string;
  durationMinutes: number;
  status: StaffSettableStatus;
  bookingType: BookingType;
  userId?: number;
  walkInName?: string;
  walkInPhone?: string;
  price?: number;
  priceReason?: string;
  repeatWeeks: number;
  now: Date;
};

const place = (db: DbOrTx, club: BookingClub, input: NewStaffBooking, date: string) =>
  placeOnCourt(db, {
    club,
    courtId: input.courtId,
    date,
    startTime: input.startTime,
    minutes: input.durationMinutes,
    anyMinute: true,
  });

/** The week's slot, or null when that day it does not exist (a start in the hour the clock skips). */
async function placeRepeat(db: DbOrTx, club: BookingClub, input: NewStaffBooking, date: string) {
  try {
    return await place(db, club, input, date);
  } catch (error) {
    if (error instanceof AppError && error.code === "VALIDATION_ERROR") return null;
    throw error;
  }
}

/**
 * A booking from the front desk: any day from today on (no booking window), any minute inside the court's
 * opening hours, for a registered player or someone at the counter, at the list price or another price
 * with its reason. `repeatWeeks` books the same slot on the following weeks under one series id, all in
 * one transaction with a savepoint per date: a date whose slot is taken (the exclusion constraint decides)
 * is skipped and reported in `clashes` (when none is left, 409); the first date's other problems are
 * refused as for a single booking.
 */
export async function createStaffBooking(
  db: DbOrTx,
  input: NewStaffBooking,
): Promise<{ created: StaffBookingView[]; clashes: string[] }> {
  const club = await bookingClubOrThrow(db, input.clubId);
  await underData(() => checkNotPastDate(club, input.date, input.now));
  // Only the club's own people (db/club-people): anyone else is a missing id, so no answer tells
  // whether an account exists, and no one outside the club is booked, shown or mailed.
  if (input.userId !== undefined && !(await findClubPerson(db, { clubId: club.id, userId: input.userId }))) {
    throw notFound("Jugador no encontrado");
  }
  const first = await underData(() => place(db, club, input, input.date));
  const price = input.price ?? (await underData(() => listPriceOf(db, first, input.durationMinutes)));
  const seriesId = input.repeatWeeks > 0 ? randomUUID() : null;

  const ids: number[] = [];
  const clashes: string[] = [];
  await db.transaction(async (tx) => {
    for (let week = 0; week <= input.repeatWeeks; week++) {
      const date = addDays(input.date, week * 7);
      const placement = week === 0 ? first : await placeRepeat(tx, club, input, date);
      if (!placement) {
        clashes.push(date);
        continue;
      }
      const id = await insertOrClash(tx, input, placement, { price, seriesId });
      if (id === null) {
        clashes.push(date);
        continue;
      }
      ids.push(id);
      // A registered player gets each booking made for them, with its calendar file; a walk-in has no
      // address.
      if (input.userId !== undefined)
        await enqueueJob(tx, bookingConfirmationMailJob, { clubId: club.id, id });
    }
  });
  if (ids.length === 0) {
    throw conflictOn(
      "data.start_time",
      input.repeatWeeks === 0 ? SLOT_TAKEN_MESSAGE : "Ese horario está ocupado en todas las fechas",
    );
  }
  const created: StaffBookingView[] = [];
  for (const id of ids) {
    const row = await findClubBooking(db, { clubId: club.id, id });
    if (row) created.push(toStaffBookingView(row));
  }
  return { created, clashes };
}

/** Inserts one date of the series in a savepoint; null when another booking holds the slot. */
async function insertOrClash(
  tx: DbOrTx,
  input: NewStaffBooking,
  placement: CourtPlacement,
  series: { price: number; seriesId: string | null },
): Promise<number | null> {
  const { court, span, start, end } = placement;
  try {
    return await tx.transaction(async (sp) => {
      await releaseExpiredHolds(sp, { courtId: court.id, from: start, to: end, now: input.now });
      const row = await insertBooking(sp, {
        clubId: input.clubId,
        courtId: court.id,
        scheduleId: span.id,
        slugToken: newSlugToken(),
        userId: input.userId ?? null,
        walkInName: input.walkInName ?? null,
        walkInPhone: input.walkInPhone ?? null,
        bookingType: input.bookingType,
        channel: "reception",
        status: input.status,
        paymentPercentage: 0,
        price: series.price,
        priceReason: input.price === undefined ? null : (input.priceReason ?? null),
        startsAt: start,
        endsAt: end,
        durationMinutes: input.durationMinutes,
        seriesId: series.seriesId,
        createdBy: input.staffId,
      });
      return row.id;
    });
  } catch (error) {
    if (pgErrorOf(error)?.code === EXCLUSION_VIOLATION) return null;
    throw error;
  }
}
