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
    to: booking.playerEmail,
    subject: "Tu reserva está confirmada",
    text: [
      `Hola ${booking.playerName}:`,
      "",
      "Tu reserva está confirmada.",
      "",
      ...bookingLines(view),
      `Estado: ${bookingStatusLabel(view.status, "player")}`,
      "",
      "Te adjuntamos el archivo de calendario (.ics) para agregarla a tu agenda.",
      `Tus reservas: ${publicUrl}/reservas`,
    ].join("\n"),
    attachments: [
      {
        filename: bookingCalendarFileName(view.date, view.startTime),
        content: calendar,
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
      },
    ],
  };
}

/** A booking the club cancelled, with the reason its staff wrote. */
export function clubCancellationMail(booking: MailedBooking, reason: string): MailMessage {
  const { view } = booking;
  return {
    to: booking.playerEmail,
    subject: "El club canceló tu reserva",
    text: [
      `Hola ${booking.playerName}:`,
      "",
      `${view.club.name} canceló tu reserva.`,
      `Motivo: ${reason}`,
      "",
      ...bookingLines(view),
      "",
      "Si tienes dudas, comunícate con el club.",
    ].join("\n"),
  };
}
