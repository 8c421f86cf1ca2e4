import {
  courtSlots,
  dayClock,
  firstShowing,
  isoWeekday,
  placeBooking,
  resolveLocalTime,
  timeToMinutes,
} from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { badRequest, notFound } from "../../http/app-error";
import type { BookingClub } from "./booking-club.repository";
import { findCourtDay, findCourtPrice } from "./bookings.repository";
import type { SpanRow } from "./day-grid.repository";

/** The instant the start time stands for on that day; a time the clock skips does not exist. */
function startInstant(date: string, startTime: string, timeZone: string): Date {
  const resolution = resolveLocalTime(date, timeToMinutes(startTime), timeZone);
  if (resolution.kind === "skipped") {
    throw badRequest("start_time", "Esa hora no existe ese día: el reloj se adelanta una hora");
  }
  // Of a time shown twice (the clocks go back), the first.
  return firstShowing(resolution);
}

export type CourtPlacement = {
  court: { id: number; name: string };
  span: SpanRow;
  start: Date;
  end: Date;
};

/**
 * Where a booking falls on an active court of the club: inside its opening hours of that weekday, on the
 * club's clock. Players start on a slot; staff (`anyMinute`) anywhere inside one. `earliest` refuses a start
 * before it. Another club's court, or an inactive one, is 404.
 */
export async function placeOnCourt(
  db: DbOrTx,
  input: {
    club: BookingClub;
    courtId: number;
    date: string;
    startTime: string;
    minutes: number;
    anyMinute?: boolean;
    earliest?: Date;
  },
): Promise<CourtPlacement> {
  const { club, date, minutes } = input;
  const court = await findCourtDay(db, {
    clubId: club.id,
    courtId: input.courtId,
    weekday: isoWeekday(date),
  });
  if (!court) throw notFound("Cancha no encontrada");
  const start = startInstant(date, input.startTime, club.timeZone);
  if (input.earliest && start.getTime() < input.earliest.getTime()) {
    throw badRequest("start_time", "Esa hora ya pasó");
  }
  const placement = placeBooking(courtSlots(dayClock(date, club.timeZone), court.spans), start, minutes, {
    anyMinute: input.anyMinute,
  });
  if (!placement.ok) {
    throw placement.reason === "not_a_slot"
      ? badRequest(
          "start_time",
          input.anyMinute
            ? "La cancha está cerrada a esa hora"
            : "La cancha no tiene un bloque que empiece a esa hora",
        )
      : badRequest("duration_int", "La reserva terminaría después del cierre de la cancha");
  }
  return { court: { id: court.id, name: court.name }, span: placement.span, start, end: placement.end };
}

/** The court's list price for the band the booking starts in and its duration. */
export async function listPriceOf(db: DbOrTx, placement: CourtPlacement, minutes: number): Promise<number> {
  const price = await findCourtPrice(db, {
    courtId: placement.court.id,
    band: placement.span.band,
    minutes,
  });
  if (price === null) throw badRequest("duration_int", "La cancha no tiene precio para esa duración");
  return price;
}
