/** Prefix of every staff booking query: a change to one booking can move any day, week or detail. */
export const STAFF_BOOKINGS_KEY = ["staff-bookings"] as const;

export const staffBookingKeys = {
  day: (date: string) => [...STAFF_BOOKINGS_KEY, "day", date] as const,
  booking: (id: number) => [...STAFF_BOOKINGS_KEY, "booking", id] as const,
  courts: ["courts"] as const,
  players: (q: string) => ["club-players", q] as const,
};
