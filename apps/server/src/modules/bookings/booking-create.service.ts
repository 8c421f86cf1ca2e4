import { randomBytes } from "node:crypto";
import { countText, SLUG_LENGTH } from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { EXCLUSION_VIOLATION, pgErrorOf } from "../../db/client";
import { AppError, conflict, conflictOn } from "../../http/app-error";
import { enqueueJob } from "../jobs/job-types";
import { isEmailConfirmed } from "../users/users.repository";
import { joinClub } from "./booking-club.repository";
import { bookingClubOrThrow, checkBookingDate } from "./booking-day";
import { bookingConfirmationMailJob } from "./booking-mail.jobs";
import { noticeOnlineBooking } from "./booking-notices";
import { listPriceOf, placeOnCourt } from "./booking-placement";
import { type BookingView, toBookingView } from "./booking-view";
import { insertBooking, releaseExpiredHolds } from "./bookings.repository";
import { atFairUseLimit } from "./fair-use.repository";
import { owesHoldEnd } from "./slot-freed.jobs";

export type NewPlayerBooking = {
  userId: number;
  clubId: number;
  courtId: number;
  date: string;
  startTime: string;
  durationMinutes: number;
  now: Date;
};

export const SLOT_TAKEN_MESSAGE = "Ese horario ya está reservado. Elige otro.";
export const EMAIL_NOT_CONFIRMED_MESSAGE =
  "Confirma tu correo para reservar: abre el enlace que te enviamos al crear tu cuenta.";

// The count is what the player holds, which can pass the maximum (staff bookings, a lowered maximum).
const fairUseMessage = ({ active, limit }: { active: number; limit: number }) =>
  `Tienes ${countText(active, "reserva activa", "reservas activas")} en este club y el máximo que permite es ${limit}. Anula una o espera a jugarla para reservar otra.`;

// 12 random bytes are exactly 16 base64url characters: the slug's token.
export const newSlugToken = () => randomBytes((SLUG_LENGTH * 3) / 4).toString("base64url");

/**
 * A player's booking: on a slot of the court's opening hours, priced by the band of the span it starts
 * in. Unpaid online bookings whose hold ran out are released in the same transaction; the exclusion
 * constraint settles two players asking for one slot at once. Fair use: a player holding the club's
 * maximum of active bookings is refused (409); their bookings queue on a per-player lock, so concurrent
 * requests cannot pass the limit together. The club's administrators are notified in the same
 * transaction, so a notice never tells of a booking that was not made.
 */
export async function createPlayerBooking(db: DbOrTx, input: NewPlayerBooking): Promise<BookingView> {
  // A court is held only by an account whose owner answered the sign-up mail (throwaway accounts).
  if (!(await isEmailConfirmed(db, input.userId)))
    throw new AppError("EMAIL_NOT_CONFIRMED", EMAIL_NOT_CONFIRMED_MESSAGE);
  const club = await bookingClubOrThrow(db, input.clubId);
  checkBookingDate(club, input.date, input.now);
  const placement = await placeOnCourt(db, {
    club,
    courtId: input.courtId,
    date: input.date,
    startTime: input.startTime,
    minutes: input.durationMinutes,
    earliest: input.now,
  });
  const { court, start, end } = placement;
  const price = await listPriceOf(db, placement, input.durationMinutes);

  const values = {
    clubId: club.id,
    courtId: court.id,
    scheduleId: placement.span.id,
    slugToken: newSlugToken(),
    userId: input.userId,
    createdBy: input.userId,
    channel: "online",
    bookingType: "match",
    status: "p0",
    paymentPercentage: 0,
    price,
    startsAt: start,
    endsAt: end,
    durationMinutes: input.durationMinutes,
    holdUntil:
      club.onlinePaymentPercentage > 0
        ? new Date(input.now.getTime() + club.bookingHoldMinutes * 60_000)
        : null,
  };
  try {
    return await db.transaction(async (tx) => {
      const fairUse = await atFairUseLimit(tx, { clubId: club.id, userId: input.userId, now: input.now });
      if (fairUse.reached) throw conflict(fairUseMessage(fairUse));
      await releaseExpiredHolds(tx, { courtId: court.id, from: start, to: end, now: input.now });
      const { id } = await insertBooking(tx, values);
      await joinClub(tx, { clubId: club.id, userId: input.userId });
      const view = toBookingView({
        ...values,
        id,
        cancelledAt: null,
        courtName: court.name,
        clubName: club.name,
        timeZone: club.timeZone,
        onlinePaymentPercentage: club.onlinePaymentPercentage,
      });
      await noticeOnlineBooking(tx, view);
      if (confirmedAtCreation(view)) {
        await enqueueJob(tx, bookingConfirmationMailJob, { clubId: club.id, id });
      }
      // Unpaid by its end, the hold frees the slot: whoever waits for it must hear it.
      if (values.holdUntil)
        await owesHoldEnd(tx, { clubId: club.id, bookingId: id, holdUntil: values.holdUntil });
      return view;
    });
  } catch (error) {
    if (pgErrorOf(error)?.code === EXCLUSION_VIOLATION) throw conflictOn("start_time", SLOT_TAKEN_MESSAGE);
    throw error;
  }
}

/** Confirmed from the start (its confirmation e-mail goes now) when the club asks no online payment. */
function confirmedAtCreation(booking: BookingView) {
  return booking.holdUntil === null;
}
