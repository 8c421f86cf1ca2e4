import type { Booking } from "@club/contract";

/** What the confirmation sheet and the success view show of a booking. */
export interface BookingFacts {
  clubName: string;
  courtName: string;
  date: string;
  startTime: string;
  endTime: string;
  durationText: string;
  price: number;
}

export function factsOf(booking: Booking): BookingFacts {
  return {
    clubName: booking.club.name,
    courtName: booking.court_name,
    date: booking.date,
    startTime: booking.start_time,
    endTime: booking.end_time,
    durationText: booking.duration_text,
    price: booking.price,
  };
}
