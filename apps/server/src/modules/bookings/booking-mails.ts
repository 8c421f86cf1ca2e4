import { bookingStatusLabel, formatClp, longDateText } from "@club/domain";
import { bookingCalendar, bookingCalendarFileName } from "@club/domain/booking-calendar";
import type { MailMessage } from "../../mail/mailer";
import { type BookingView, bookingTimeText } from "./booking-view";

/** The booking the e-mails describe: its view, its instants and who it is for. */
export type MailedBooking = {
  view: BookingView;
  startsAt: Date;
  endsAt: Date;
  playerEmail: string;
  playerName: string;
  /** Pesos taken for it so far, online, at reception and in sales. */
  paidAmount: number;
};

/** The lines every booking e-mail shows; no slug, no link with a token. */
function bookingLines(view: BookingView) {
  return [
    `Club: ${view.club.name}`,
    `Cancha: ${view.courtName}`,
    `Fecha: ${longDateText(view.date)}`,
    `Hora: ${bookingTimeText(view)}`,
    `Precio: ${formatClp(view.price)}`,
  ];
}

/** A mail to the booking's player: the greeting, then `lines`. */
const toPlayer = (booking: MailedBooking, subject: string, lines: string[]): MailMessage => ({
  to: booking.playerEmail,
  subject,
  text: [`Hola ${booking.playerName}:`, "", ...lines].join("\n"),
});

/** The confirmation, in Spanish, with the booking's calendar file (the same one /reservas downloads). */
export function confirmationMail(booking: MailedBooking, publicUrl: string, now: Date): MailMessage {
  const { view } = booking;
  const calendar = bookingCalendar(
    {
      id: view.id,
      start: booking.startsAt,
      end: booking.endsAt,
      courtName: view.courtName,
      clubName: view.club.name,
      durationText: view.durationText,
    },
    now,
  );
  return {
    ...toPlayer(booking, "Tu reserva está confirmada", [
      "Tu reserva está confirmada.",
      "",
      ...bookingLines(view),
      `Estado: ${bookingStatusLabel(view.status, "player")}`,
      "",
      "Te adjuntamos el archivo de calendario (.ics) para agregarla a tu agenda.",
      `Tus reservas: ${publicUrl}/reservas`,
    ]),
    attachments: [
      {
        filename: bookingCalendarFileName(view.date, view.startTime),
        content: calendar,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
      },
    ],
  };
}

/** What was paid for a cancelled booking is given back by the club, not by this app: say so. */
const refundLines = (booking: MailedBooking) =>
  booking.paidAmount > 0
    ? [
        "",
        `Pagaste ${formatClp(booking.paidAmount)} por esta reserva: comunícate con el club por la devolución.`,
      ]
    : [];

/** A cancelled booking, by the club or by the player, with its reason. */
export function cancellationMail(
  booking: MailedBooking,
  cancel: { by: "club" | "player"; reason: string },
  publicUrl: string,
): MailMessage {
  const { view } = booking;
  const byClub = cancel.by === "club";
  return toPlayer(booking, byClub ? "El club canceló tu reserva" : "Cancelaste tu reserva", [
    byClub ? `${view.club.name} canceló tu reserva.` : "Cancelaste tu reserva. El horario quedó libre.",
    `Motivo: ${cancel.reason}`,
    "",
    ...bookingLines(view),
    ...refundLines(booking),
    "",
    byClub ? "Si tienes dudas, comunícate con el club." : `Tus reservas: ${publicUrl}/reservas`,
  ]);
}

/** A payment the gateway confirmed: what was paid, by which gateway, with its authorization code. */
export type OnlinePaymentFacts = {
  amount: number;
  method: string;
  authorizationCode: string | null;
  /** It paid the player's share of the booking's match, not the booker's booking. */
  share?: boolean;
};

const GATEWAY_NAMES: Record<string, string> = {
  webpay: "Webpay",
  test: "Pasarela de prueba (sin cobro real)",
};

/** The receipt of an online payment of the booking, with what is now paid of its price. */
export function onlinePaymentMail(
  booking: MailedBooking,
  payment: OnlinePaymentFacts,
  publicUrl: string,
): MailMessage {
  const { view } = booking;
  const what = payment.share ? "tu parte del partido" : "tu reserva";
  return toPlayer(booking, "Recibimos tu pago", [
    `Recibimos tu pago en línea de ${formatClp(payment.amount)} por ${what}.`,
    `Medio: ${GATEWAY_NAMES[payment.method] ?? payment.method}`,
    ...(payment.authorizationCode ? [`Código de autorización: ${payment.authorizationCode}`] : []),
    `Pagado: ${formatClp(booking.paidAmount)} de ${formatClp(view.price)}`,
    `Estado: ${bookingStatusLabel(view.status, "player")}`,
    "",
    ...bookingLines(view),
    ...(payment.share ? [] : ["", `Tus reservas: ${publicUrl}/reservas`]),
  ]);
}
