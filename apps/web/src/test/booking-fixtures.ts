import type { Booking, StaffBooking } from "@club/contract";

// Bookings as the API gives them, shared by the features that show them (player, reception, payment, sale).

export const CLUB = { id: 1, name: "Club Demo Padel" };

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 41,
    slug: "abcdefghijklmnop41",
    date: "2026-11-24",
    start_time: "19:00",
    end_time: "20:30",
    duration_int: 90,
    duration_text: "1 h 30 min",
    price: 27000,
    status: "p0",
    payment_percentage: 0,
    court_name: "Cancha 1",
    schedule_id: 1,
    court_id: 1,
    club: CLUB,
    hold_until: null,
    cancelled: false,
    online_payment: true,
    ...overrides,
  };
}

export function makeStaffBooking(overrides: Partial<StaffBooking> = {}): StaffBooking {
  return {
    id: 90,
    slug: "abcdefghijklmnop90",
    date: "2026-11-23",
    start_time: "19:00:00",
    end_time: "20:30:00",
    duration_int: 90,
    duration_text: "1 h 30 min",
    price: 24_000,
    status: "p0",
    payment_percentage: 0,
    court_name: "Cancha 1",
    schedule_id: null,
    court_id: 1,
    club: { id: 1, name: "Club Demo" },
    hold_until: null,
    cancelled: false,
    online_payment: true,
    booking_type: "match",
    channel: "reception",
    user: null,
    walk_in_name: "Pedro Pérez",
    walk_in_phone: null,
    price_reason: null,
    series_id: null,
    paid_amount: 0,
    ...overrides,
  };
}
