import { randomBytes } from "node:crypto";
import {
  courtSlots,
  firstShowing,
  isoWeekday,
  placeBooking,
  resolveLocalTime,
  SLUG_LENGTH,
  timeToMinutes,
} from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { EXCLUSION_VIOLATION, pgErrorOf } from "../../db/client";
import { badRequest, conflictOn, notFound } from "../../http/app-error";
import { bookingClubOrThrow, checkBookingDate } from "./booking-day";
import { type BookingView, toBookingView } from "./booking-view";
import {
  findCourtDay,
  findCourtPrice,
  insertPlayerBooking,
  releaseExpiredHolds,
} from "./bookings.repository";

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

// 12 random bytes are exactly 16 base64url characters: the slug's token.
const newSlugToken = () => randomBytes((SLUG_LENGTH * 3) / 4).toString("base64url");

/** The instant the player's start time stands for on that day; a time the clock skips does not exist. */
function startInstant(date: string, startTime: string, timeZone: string): Date {
  const resolution = resolveLocalTime(date, timeToMinutes(startTime), timeZone);
  if (resolution.kind === "skipped") {
    throw badRequest("start_time", "Esa hora no existe ese día: el reloj se adelanta una hora");
  }
  // Of a time shown twice (the clocks go back), the first.
  return firstShowing(resolution);
}

/**
 * A player's booking: on a slot of the court's opening hours, priced by the band of the span it starts
 * in. Unpaid online bookings whose hold ran out are released in the same transaction; the exclusion
 * constraint settles two players asking for one slot at once.
 */
export async function createPlayerBooking(db: DbOrTx, input: NewPlayerBooking): Promise<BookingView> {
  const club = await bookingClubOrThrow(db, input.clubId);
  checkBookingDate(club, input.date, input.now);
  const court = await findCourtDay(db, {
    clubId: club.id,
    courtId: input.courtId,
    weekday: isoWeekday(input.date),
  });
  if (!court) throw notFound("Cancha no encontrada");
  const start = startInstant(input.date, input.startTime, club.timeZone);
  if (start.getTime() < input.now.getTime()) throw badRequest("start_time", "Esa hora ya pasó");
  const placement = placeBooking(
    courtSlots(input.date, court.spans, club.timeZone),
    start,
    input.durationMinutes,
  );
  if (!placement.ok) {
    throw placement.reason === "not_a_slot"
      ? badRequest("start_time", "La cancha no tiene un bloque que empiece a esa hora")
      : badRequest("duration_int", "La reserva terminaría después del cierre de la cancha");
  }
  const price = await findCourtPrice(db, {
    courtId: court.id,
    band: placement.span.band,
    minutes: input.durationMinutes,
  });
  if (price === null) throw badRequest("duration_int", "La cancha no tiene precio para esa duración");

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
    endsAt: placement.end,
    durationMinutes: input.durationMinutes,
    holdUntil:
      club.onlinePaymentPercentage > 0
        ? new Date(input.now.getTime() + club.bookingHoldMinutes * 60_000)
        : null,
  };
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      await releaseExpiredHolds(tx, { courtId: court.id, from: start, to: placement.end, now: input.now });
      return (await insertPlayerBooking(tx, values)).id;
    });
  } catch (error) {
    if (pgErrorOf(error)?.code === EXCLUSION_VIOLATION) throw conflictOn("start_time", SLOT_TAKEN_MESSAGE);
    throw error;
  }
  return toBookingView({
    ...values,
    id,
    cancelledAt: null,
    courtName: court.name,
    clubName: club.name,
    timeZone: club.timeZone,
  });
}
