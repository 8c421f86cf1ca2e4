import { pageInfo, splitSlug } from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { conflict, notFound } from "../../http/app-error";
import { noticePlayerCancellation } from "./booking-notices";
import { type BookingScope, findUserBooking, listUserBookings } from "./booking-rows.repository";
import { type BookingView, toBookingView } from "./booking-view";
import { cancelUserBooking } from "./bookings.repository";

const bookingNotFound = () => notFound("Reserva no encontrada");

/** The caller's booking behind a public slug: a wrong token, someone else's booking or no booking are one 404. */
export async function ownBookingRow(db: DbOrTx, userId: number, slug: string) {
  const parts = splitSlug(slug);
  if (!parts || !/^\d{1,10}$/.test(parts.id) || Number(parts.id) > 2_147_483_647) throw bookingNotFound();
  const row = await findUserBooking(db, { id: Number(parts.id), userId });
  if (!row || row.slugToken !== parts.slug) throw bookingNotFound();
  return row;
}

export async function findMyBooking(
  db: DbOrTx,
  input: { userId: number; slug: string },
): Promise<BookingView> {
  return toBookingView(await ownBookingRow(db, input.userId, input.slug));
}

export async function listMyBookings(
  db: DbOrTx,
  input: { userId: number; scope: BookingScope; page: number; limit: number; now: Date },
) {
  const { rows, total } = await listUserBookings(db, { ...input, offset: (input.page - 1) * input.limit });
  return { bookings: rows.map(toBookingView), pagination: pageInfo(input.page, input.limit, total) };
}

export const PLAYER_CANCEL_REASON = "Cancelada por el jugador";

const HOUR_MS = 3_600_000;

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
  const startsNotBefore = new Date(input.now.getTime() + row.cancellationHours * HOUR_MS);
  if (row.startsAt.getTime() < startsNotBefore.getTime()) throw outsideWindow();
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
  });
  return view;
}
