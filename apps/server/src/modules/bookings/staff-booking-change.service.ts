import { localDateTime, localTimeOn, type StaffSettableStatus } from "@club/domain";
import { type DbOrTx, EXCLUSION_VIOLATION, pgErrorOf } from "../../db/client";
import { badRequest, conflict, conflictOn } from "../../http/app-error";
import { enqueueJob } from "../jobs/job-types";
import { SLOT_TAKEN_MESSAGE } from "./booking-create.service";
import { bookingClubOrThrow, checkNotPastDate } from "./booking-day";
import { bookingCancellationMailJob } from "./booking-mail.jobs";
import { noticeClubCancellation, noticeMatchCancelled } from "./booking-notices";
import { placeOnCourt } from "./booking-placement";
import { refundSharesOfCancelled } from "./share-refunds";
import { slotFreedJob } from "./slot-freed.jobs";
import type { StaffBookingDetailView } from "./staff-booking-view";
import {
  type BookingChanges,
  cancelClubBooking,
  findClubBooking,
  lockClubBooking,
  type StoredBooking,
  updateClubBooking,
} from "./staff-bookings.repository";
import { findStaffBookingDetail, staffBookingNotFound } from "./staff-bookings.service";
import { underData } from "./staff-input";

export type StaffBookingChange = {
  status?: StaffSettableStatus;
  courtId?: number;
  date?: string;
  startTime?: string;
  durationMinutes?: number;
  walkInName?: string;
  walkInPhone?: string;
  price?: number;
  priceReason?: string;
};

const isMove = (c: StaffBookingChange) =>
  c.courtId !== undefined ||
  c.date !== undefined ||
  c.startTime !== undefined ||
  c.durationMinutes !== undefined;

/** The new place of a moved booking: what was not sent stays as it was; a free slot inside opening hours. */
async function moveTo(
  db: DbOrTx,
  row: StoredBooking,
  change: StaffBookingChange,
  now: Date,
): Promise<BookingChanges> {
  const club = await bookingClubOrThrow(db, row.clubId);
  const current = localDateTime(row.startsAt, club.timeZone).date;
  const date = change.date ?? current;
  checkNotPastDate(club, date, now);
  const minutes = change.durationMinutes ?? row.durationMinutes;
  const placement = await placeOnCourt(db, {
    club,
    courtId: change.courtId ?? row.courtId,
    date,
    startTime: change.startTime ?? localTimeOn(current, row.startsAt, club.timeZone),
    minutes,
    anyMinute: true,
  });
  return {
    courtId: placement.court.id,
    scheduleId: placement.span.id,
    startsAt: placement.start,
    endsAt: placement.end,
    durationMinutes: minutes,
  };
}

/** What the change sets, after the rules of a booking's state. */
async function changesOf(db: DbOrTx, row: StoredBooking, change: StaffBookingChange, now: Date) {
  if (row.cancelledAt) throw conflict("La reserva está cancelada: no se puede modificar");
  const changes: BookingChanges = { updatedAt: now };
  if (change.status !== undefined && change.status !== row.status) {
    if (row.paymentPercentage > 0) {
      throw conflictOn("data.status", "La reserva tiene pagos: su estado lo dan los pagos");
    }
    changes.status = change.status;
  }
  if (change.walkInName !== undefined || change.walkInPhone !== undefined) {
    if (row.userId !== null) {
      throw badRequest("data.walk_in_name", "La reserva es de un jugador registrado");
    }
    if (change.walkInName !== undefined) changes.walkInName = change.walkInName;
    if (change.walkInPhone !== undefined) changes.walkInPhone = change.walkInPhone;
  }
  // The agreed price stays through a move; another price comes only with its reason.
  if (change.price !== undefined) {
    changes.price = change.price;
    changes.priceReason = change.priceReason ?? null;
  }
  if (isMove(change)) Object.assign(changes, await underData(() => moveTo(db, row, change, now)));
  return changes;
}

/**
 * Changes a live booking of the club under its row lock: its status (never to p50 or p100, and not once
 * money was taken), the walk-in's name and phone, the price with a reason, or its place. A move onto a
 * taken slot is refused by the exclusion constraint: 409.
 */
export async function updateStaffBooking(
  db: DbOrTx,
  input: { clubId: number; id: number; change: StaffBookingChange; now: Date },
): Promise<StaffBookingDetailView> {
  try {
    await db.transaction(async (tx) => {
      const row = await lockClubBooking(tx, input);
      if (!row) throw staffBookingNotFound();
      await updateClubBooking(tx, input, await changesOf(tx, row, input.change, input.now));
    });
  } catch (error) {
    if (pgErrorOf(error)?.code === EXCLUSION_VIOLATION)
      throw conflictOn("data.start_time", SLOT_TAKEN_MESSAGE);
    throw error;
  }
  return findStaffBookingDetail(db, input);
}

/**
 * Cancels a live booking of the club with the reason; the slot is free at once. Twice is 409. A player's
 * booking is reported to the club's other administrators in the same transaction.
 */
export async function cancelStaffBooking(
  db: DbOrTx,
  input: { clubId: number; id: number; staffId: number; reason: string; now: Date },
): Promise<StaffBookingDetailView> {
  return db.transaction(async (tx) => {
    const cancelled = await cancelClubBooking(tx, { ...input, by: input.staffId });
    if (!cancelled) {
      if (!(await findClubBooking(tx, input))) throw staffBookingNotFound();
      throw conflict("La reserva ya está cancelada");
    }
    await refundSharesOfCancelled(tx, { bookingId: input.id, now: input.now });
    const booking = await findStaffBookingDetail(tx, input);
    await noticeMatchCancelled(tx, booking, "club");
    if (booking.user) {
      await noticeClubCancellation(tx, booking, input);
      await enqueueJob(tx, bookingCancellationMailJob, { clubId: input.clubId, id: input.id, by: "club" });
    }
    await enqueueJob(tx, slotFreedJob, { clubId: input.clubId, bookingId: input.id });
    return booking;
  });
}
