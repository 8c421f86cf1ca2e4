import { type Booking, DEFAULT_TIME_ZONE } from "@club/contract";
import { firstShowing, resolveLocalTime, timeToMinutes } from "@club/domain";

const MINUTE_MS = 60_000;

/** 2026-11-23T21:00:00.000Z → 20261123T210000Z */
const icsInstant = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

const escapeText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, "\\n");

/** Start and end of a booking as instants: the club's wall clock (Chile), right on clock-change days. */
export function bookingInstants(booking: Booking, timeZone = DEFAULT_TIME_ZONE) {
  const start = firstShowing(resolveLocalTime(booking.date, timeToMinutes(booking.start_time), timeZone));
  return { start, end: new Date(start.getTime() + booking.duration_int * MINUTE_MS) };
}

/** A one-event calendar file (RFC 5545) with the booking's start and end in UTC. */
export function bookingIcs(booking: Booking, now = new Date()): string {
  const { start, end } = bookingInstants(booking);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Club Padel//Reservas//ES",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${booking.slug}@club-padel`,
    `DTSTAMP:${icsInstant(now)}`,
    `DTSTART:${icsInstant(start)}`,
    `DTEND:${icsInstant(end)}`,
    `SUMMARY:${escapeText(`Pádel: ${booking.court_name}`)}`,
    `LOCATION:${escapeText(booking.club.name)}`,
    `DESCRIPTION:${escapeText(`Reserva de ${booking.duration_text} en ${booking.court_name}.`)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.join("\r\n")}\r\n`;
}

export const icsFileName = (booking: Booking) =>
  `reserva-${booking.date}-${booking.start_time.replace(":", "")}.ics`;
