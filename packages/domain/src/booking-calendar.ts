import { ICalCalendarMethod, ICalEventStatus, default as ical } from "ical-generator";

/** What a calendar entry of a booking says: its instants (UTC), the court, the club and the length. */
export type CalendarBooking = {
  id: number;
  start: Date;
  end: Date;
  courtName: string;
  clubName: string;
  durationText: string;
};

/**
 * A one-event calendar file (RFC 5545, METHOD:PUBLISH) with the start and end as UTC instants, so every
 * calendar shows the club's wall clock, right on Chile's clock-change days. The event's UID is the
 * booking's id (never its slug): the download and the e-mail's attachment are the same entry.
 */
export function bookingCalendar(booking: CalendarBooking, now = new Date()): string {
  const calendar = ical({ prodId: "//Club Padel//Reservas//ES", method: ICalCalendarMethod.PUBLISH });
  calendar.createEvent({
    id: `reserva-${booking.id}@club-padel`,
    stamp: now,
    start: booking.start,
    end: booking.end,
    status: ICalEventStatus.CONFIRMED,
    summary: `Pádel: ${booking.courtName}`,
    location: booking.clubName,
    description: `Reserva de ${booking.durationText} en ${booking.courtName}.`,
  });
  return calendar.toString();
}

/** "reserva-2026-07-10-0930.ics": the booking's day and start on the club's clock. */
export const bookingCalendarFileName = (date: string, startTime: string) =>
  `reserva-${date}-${startTime.replace(":", "")}.ics`;
