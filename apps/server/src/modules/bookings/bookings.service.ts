import { pageInfo, readSlug } from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { conflict, notFound } from "../../http/app-error";
import { enqueueJob } from "../jobs/job-types";
import { bookingClubOrThrow } from "./booking-day";
import { bookingCancellationMailJob } from "./booking-mail.jobs";
import { noticeMatchCancelled, noticePlayerCancellation } from "./booking-notices";
import {
  type BookingRow,
  type BookingScope,
  findUserBooking,
  listUserBookings,
  matchSlugsOf,
} from "./booking-rows.repository";
import { type BookingView, toBookingView } from "./booking-view";
import { cancelUserBooking } from "./bookings.repository";
import { fairUseOf } from "./fair-use.repository";
import { refundSharesOfCancelled } from "./share-refunds";
import { slotFreedJob } from "./slot-freed.jobs";

const bookingNotFound = () => notFound("Reserva no encontrada");

/** The caller's booking behind a public slug: a wrong token, someone else's booking or no booking are one 404. */
export async function ownBookingRow(db: DbOrTx, userId: number, slug: string) {
  const parts = readSlug(slug);
  if (!parts) throw bookingNotFound();
  const row = await findUserBooking(db, { id: parts.id, userId });
  if (!row || row.slugToken !== parts.token) throw bookingNotFound();
  return row;
}

export async function findMyBooking(
  db: DbOrTx,
  input: { userId: number; slug: string },
): Promise<BookingView> {
  return toBookingView(await ownBookingRow(db, input.userId, input.slug));
}

const HOUR_MS = 3_600_000;

/** The club's cancellation policy: a player may cancel (or leave a match) until `cancellationHours` before the start. */
export const cancelDeadline = (row: Pick<BookingRow, "startsAt" | "cancellationHours">) =>
  new Date(row.startsAt.getTime() - row.cancellationHours * HOUR_MS);

/** A booking of the player's list, with the policy the screen shows before they try to cancel. */
export type MyBookingView = BookingView & {
  cancelUntil: Date;
  cancellationHours: number;
  /** The match this booking was opened as, by its public identifier; null when it is not one. */
  matchSlug: string | null;
};

export async function listMyBookings(
  db: DbOrTx,
  input: { userId: number; scope: BookingScope; page: number; limit: number; now: Date },
) {
  const { rows, total } = await listUserBookings(db, { ...input, offset: (input.page - 1) * input.limit });
  const matchSlugs = await matchSlugsOf(
    db,
    rows.map((row) => row.id),
  );
  const bookings = rows.map(
    (row): MyBookingView => ({
      ...toBookingView(row),
      cancelUntil: cancelDeadline(row),
      cancellationHours: row.cancellationHours,
      matchSlug: matchSlugs.get(row.id) ?? null,
    }),
  );
  return { bookings, pagination: pageInfo(input.page, input.limit, total) };
}

/** The player's fair use at a club, shown before they choose a slot; a club that takes no bookings is a 404. */
export async function myFairUse(db: DbOrTx, input: { userId: number; clubId: number; now: Date }) {
  const club = await bookingClubOrThrow(db, input.clubId);
  const use = await fairUseOf(db, { clubId: club.id, userId: input.userId, now: input.now });
  return use ?? { active: 0, limit: 0 };
}

export const PLAYER_CANCEL_REASON = "Cancelada por el jugador";

/**
 * Players cancel until the club's cancellation window before the start; a cancelled booking frees its
 * slot, and the club's administrators are notified in the same transaction.
 */
export async function cancelMyBooking(
  db: DbOrTx,
  input: { userId: number; slug: string; now: Date },
): Promise<BookingView> {
  const row = await ownBookingRow(db, input.userId, input.slug);
  const outsideWindow = () =>
    conflict(
      `Solo puedes cancelar hasta ${row.cancellationHours} horas antes del inicio. Comunícate con el club.`,
    );
  if (row.cancelledAt) throw conflict("La reserva ya está cancelada");
  if (input.now.getTime() > cancelDeadline(row).getTime()) throw outsideWindow();
  const startsNotBefore = new Date(input.now.getTime() + row.cancellationHours * HOUR_MS);
  const view = toBookingView({ ...row, cancelledAt: input.now });
  await db.transaction(async (tx) => {
    const cancelled = await cancelUserBooking(tx, {
      id: row.id,
      userId: input.userId,
      now: input.now,
      reason: PLAYER_CANCEL_REASON,
      startsNotBefore,
    });
    // Nothing changed: someone cancelled it in between.
    if (!cancelled) throw conflict("La reserva ya está cancelada");
    await noticePlayerCancellation(tx, view);
    await enqueueJob(tx, bookingCancellationMailJob, { clubId: view.club.id, id: view.id, by: "player" });
    await enqueueJob(tx, slotFreedJob, { clubId: view.club.id, bookingId: view.id });
    await refundSharesOfCancelled(tx, { bookingId: view.id, now: input.now });
    await noticeMatchCancelled(tx, view, "player");
  });
  return view;
}
