import { type Booking, DEFAULT_TIME_ZONE } from "@club/contract";
import { firstShowing, resolveLocalTime, timeToMinutes } from "@club/domain";

const MINUTE_MS = 60_000;

/** Start and end of a booking as instants: the club's wall clock (Chile), right on clock-change days. */
export function bookingInstants(booking: Booking, timeZone = DEFAULT_TIME_ZONE) {
  const start = firstShowing(resolveLocalTime(booking.date, timeToMinutes(booking.start_time), timeZone));
  return { start, end: new Date(start.getTime() + booking.duration_int * MINUTE_MS) };
}

/**
 * The booking's calendar file and its name, from the same generator as the confirmation e-mail's
 * attachment; loaded on the first click, so the calendar library stays out of the screen's bundle.
 */
export async function bookingIcsFile(booking: Booking, now = new Date()) {
  const { bookingCalendar, bookingCalendarFileName } = await import("@club/domain/booking-calendar");
  const content = bookingCalendar(
    {
      id: booking.id,
      ...bookingInstants(booking),
      courtName: booking.court_name,
      clubName: booking.club.name,
      durationText: booking.duration_text,
    },
    now,
  );
  return { content, fileName: bookingCalendarFileName(booking.date, booking.start_time) };
}
