import type { Availability, AvailabilityCourt, Booking, FairUse, MyBooking } from "@club/contract";
import type { GridCourt, PlayerDay } from "./availability.service";
import type { BookingView } from "./booking-view";
import type { MyBookingView } from "./bookings.service";

export function toBookingWire(view: BookingView): Booking {
  return {
    id: view.id,
    slug: view.slug,
    date: view.date,
    start_time: view.startTime,
    end_time: view.endTime,
    duration_int: view.durationMinutes,
    duration_text: view.durationText,
    price: view.price,
    status: view.status,
    payment_percentage: view.paymentPercentage,
    court_name: view.courtName,
    schedule_id: view.scheduleId,
    court_id: view.courtId,
    club: view.club,
    hold_until: view.holdUntil?.toISOString() ?? null,
    cancelled: view.cancelled,
    online_payment: view.onlinePayment,
  };
}

export const toMyBookingWire = (view: MyBookingView): MyBooking => ({
  ...toBookingWire(view),
  cancel_until: view.cancelUntil.toISOString(),
  cancellation_hours: view.cancellationHours,
  match_slug: view.matchSlug,
});

export const toFairUseWire = (use: { active: number; limit: number }): FairUse => ({
  active_bookings: use.active,
  max_active_bookings: use.limit,
});

/** A court of a day's grid, as players and staff get it. */
export function toGridCourtWire(court: GridCourt): AvailabilityCourt {
  return {
    id: court.id,
    court_name: court.name,
    indoor: court.indoor,
    surface: court.surface,
    prices: court.prices.map((p) => ({ duration_int: p.durationMinutes, band: p.band, price: p.price })),
    slots: court.slots.map((s) => ({
      start_time: s.startTime,
      end_time: s.endTime,
      available: s.available,
      status: s.status,
      band: s.band,
    })),
  };
}

export function toAvailabilityWire(day: PlayerDay): Availability {
  return {
    club: day.club,
    date: day.date,
    durations: day.durations,
    courts: day.courts.map(toGridCourtWire),
    booking_window_days: day.rules.bookingWindowDays,
    online_payment_percentage: day.rules.onlinePaymentPercentage as Availability["online_payment_percentage"],
    cancellation_hours: day.rules.cancellationHours,
  };
}
