import { formatClp, longDateText } from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { PLAYER_NOTICE_TYPES } from "../notifications/notice-audience";
import { notifyClubAdministrators, notifyPlayers } from "../notifications/notifications.service";
import { matchSlugOf } from "./booking-rows.repository";
import { matchPlayersOfBooking } from "./booking-shares.repository";
import { type BookingView, bookingTimeText } from "./booking-view";

/** Notification types of bookings: the administrators' panel gives each its label and icon. */
export const BOOKING_NOTICE_TYPES = {
  booked: "booking",
  cancelled: "booking_cancelled",
  refundFailed: "share_refund_failed",
} as const;

const whereAndWhen = (view: BookingView) =>
  `${view.courtName}, ${longDateText(view.date)}, ${bookingTimeText(view)}.`;

const bookingLink = (bookingId: number) => `/admin/reservas/${bookingId}`;
const link = (view: BookingView) => bookingLink(view.id);

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

/**
 * A booking opened as a match was cancelled, by its booker or by the club: each player who joined it hears
 * in their inbox that the match is off, with its page (a share they paid online comes back with its own
 * notice).
 */
export async function noticeMatchCancelled(tx: DbOrTx, view: BookingView, by: "player" | "club") {
  const players = await matchPlayersOfBooking(tx, view.id);
  if (!players || players.length === 0) return;
  const slug = await matchSlugOf(tx, view.id);
  await notifyPlayers(
    tx,
    view.club.id,
    players.map((player) => player.playerId),
    {
      type: PLAYER_NOTICE_TYPES.matchCancelled,
      title: "Partido cancelado",
      message: `${whereAndWhen(view)} ${by === "club" ? "El club canceló la reserva." : "Quien reservó canceló la reserva."}`,
      link: slug && `/match/${slug}`,
    },
  );
}

/**
 * A player's share, owed back to their card, could not be given back online however often it was tried
 * (the gateway refused it, its time to refund ran out, or it never answered): the club's administrators
 * hear of it, with the booking. An attempt whose answer was lost may have given it back already, so they
 * check the gateway's portal before handing the money back themselves.
 */
export function noticeRefundFailed(
  tx: DbOrTx,
  share: { clubId: number; bookingId: number; amount: number; name: string; lastname: string },
) {
  return notifyClubAdministrators(tx, share.clubId, {
    type: BOOKING_NOTICE_TYPES.refundFailed,
    title: "Devolución pendiente",
    message: `No se pudo confirmar la devolución en línea de la parte de ${share.name} ${share.lastname} (${formatClp(share.amount)}) tras varios intentos. Revisa en el portal de Transbank si ya se devolvió; si no, devuélvela desde allí o en efectivo desde una caja.`,
    link: bookingLink(share.bookingId),
  });
}
