/** Prefix of every booking query: a booking made or cancelled changes the grid, the lists and the home. */
export const BOOKINGS_KEY = ["bookings"] as const;

export type BookingScope = "upcoming" | "past";

export const bookingKeys = {
  availability: (clubId: number, date: string) => [...BOOKINGS_KEY, "availability", clubId, date] as const,
  fairUse: (clubId: number) => [...BOOKINGS_KEY, "fair-use", clubId] as const,
  mine: (scope: BookingScope, page: number, limit: number) =>
    [...BOOKINGS_KEY, "mine", scope, page, limit] as const,
  // Under the bookings: a booking opened as a match, or cancelled, changes the player's matches too.
  myMatches: (scope: BookingScope, page: number, limit: number) =>
    [...BOOKINGS_KEY, "my-matches", scope, page, limit] as const,
};
