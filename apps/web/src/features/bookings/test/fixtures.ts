import type { Availability, MyBooking } from "@club/contract";
import { CLUB, makeBooking } from "../../../test/booking-fixtures";

type Slot = Availability["courts"][number]["slots"][number];

/** Half-hour slots from 18:00; `taken` indexes carry a status, `past` ones are gone. */
export function slots(count: number, { taken = [] as number[], past = [] as number[] } = {}): Slot[] {
  return Array.from({ length: count }, (_, i) => {
    const start = 18 * 60 + i * 30;
    const hhmm = (m: number) =>
      `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
    return {
      start_time: hhmm(start),
      end_time: hhmm(start + 30),
      available: !taken.includes(i) && !past.includes(i),
      status: taken.includes(i) ? "p0" : null,
      band: "peak",
    };
  });
}

export function makeCourt(id: number, slotList: Slot[]): Availability["courts"][number] {
  return {
    id,
    court_name: `Cancha ${id}`,
    indoor: false,
    surface: "cristal",
    prices: [
      { duration_int: 60, band: "peak", price: 20000 },
      { duration_int: 90, band: "peak", price: 27000 },
    ],
    slots: slotList,
  };
}

export function makeAvailability(
  date: string,
  courts = [makeCourt(1, slots(6, { taken: [3] }))],
  rules: Partial<
    Pick<Availability, "booking_window_days" | "online_payment_percentage" | "cancellation_hours">
  > = {},
): Availability {
  return {
    club: CLUB,
    date,
    durations: [60, 90],
    courts,
    booking_window_days: 14,
    online_payment_percentage: 0,
    cancellation_hours: 24,
    ...rules,
  };
}

/** A booking of the player's list, with the club's cancellation policy (24 h, still open a day from now, unless told). */
export function makeMyBooking(overrides: Partial<MyBooking> = {}): MyBooking {
  return {
    ...makeBooking(overrides),
    cancel_until: new Date(Date.now() + 86_400_000).toISOString(),
    cancellation_hours: 24,
    match_slug: null,
    ...overrides,
  };
}

export const pageOf = (bookings: MyBooking[], totalPages = 1) => ({
  bookings,
  pagination: { page: 1, pageSize: 10, pageCount: totalPages, total: bookings.length, totalPages },
});
