import type { StaffBooking } from "@club/contract";
import { type BookingPaymentPercentage, bookingTakesPayment, receptionCharge } from "@club/domain";

export interface UnpaidBooking {
  id: number;
  court: string;
  time: string;
  who: string | null;
  price: number;
  paid: number;
  /** The shares that still take money: 50 % only while less than half is paid. */
  percentages: BookingPaymentPercentage[];
}

/** Not cancelled, not a blocked court or maintenance, and with something left to charge. */
export function unpaidBookings(bookings: readonly StaffBooking[]): UnpaidBooking[] {
  return bookings
    .filter(
      (b) =>
        !b.cancelled &&
        bookingTakesPayment(b.status, b.booking_type) &&
        receptionCharge(b.price, 100, b.paid_amount) > 0,
    )
    .sort((a, b) => a.start_time.localeCompare(b.start_time) || a.court_name.localeCompare(b.court_name))
    .map((b) => ({
      id: b.id,
      court: b.court_name,
      time: `${b.start_time.slice(0, 5)}–${b.end_time.slice(0, 5)}`,
      who: b.user ? `${b.user.name} ${b.user.lastname}`.trim() : b.walk_in_name,
      price: b.price,
      paid: b.paid_amount,
      percentages: receptionCharge(b.price, 50, b.paid_amount) > 0 ? [50, 100] : [100],
    }));
}
