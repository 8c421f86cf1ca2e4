import { longDateText } from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { notifyClubAdministrators } from "../notifications/notifications.service";
import { type BookingView, bookingTimeText } from "./booking-view";

/** Notification types of bookings: the administrators' panel gives each its label and icon. */
export const BOOKING_NOTICE_TYPES = { booked: "booking", cancelled: "booking_cancelled" } as const;

const whereAndWhen = (view: BookingView) =>
  `${view.courtName}, ${longDateText(view.date)}, ${bookingTimeText(view)}.`;

const link = (view: BookingView) => `/admin/reservas/${view.id}`;

/** A player booked online: every administrator of the club hears of it, in the booking's transaction. */
export function noticeOnlineBooking(tx: DbOrTx, view: BookingView) {
  return notifyClubAdministrators(tx, view.club.id, {
    type: BOOKING_NOTICE_TYPES.booked,
    title: "Nueva reserva en línea",
    message: whereAndWhen(view),
    link: link(view),
  });
}

/** A player cancelled their booking: the slot is free again. */
export function noticePlayerCancellation(tx: DbOrTx, view: BookingView) {
  return notifyClubAdministrators(tx, view.club.id, {
    type: BOOKING_NOTICE_TYPES.cancelled,
    title: "Reserva cancelada por el jugador",
    message: `${whereAndWhen(view)} El horario quedó libre.`,
    link: link(view),
  });
}

/**
 * Staff cancelled a player's booking: the other administrators hear of it (the next shift learns why the
 * player's booking is gone and that the player was told); the one who cancelled does not.
 */
export function noticeClubCancellation(
  tx: DbOrTx,
  view: BookingView,
  cancellation: { reason: string; staffId: number },
) {
  return notifyClubAdministrators(
    tx,
    view.club.id,
    {
      type: BOOKING_NOTICE_TYPES.cancelled,
      title: "Reserva de un jugador cancelada por el club",
      message: `${whereAndWhen(view)} Motivo: ${cancellation.reason}`,
      link: link(view),
    },
    cancellation.staffId,
  );
}
