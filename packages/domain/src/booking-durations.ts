export const BOOKING_DURATIONS = [10, 15, 30, 45, 60, 90, 120] as const;

export type BookingDuration = (typeof BOOKING_DURATIONS)[number];

export function isBookingDuration(n: unknown): n is BookingDuration {
  return typeof n === "number" && (BOOKING_DURATIONS as readonly number[]).includes(n);
}

/** 90 → "1 h 30 min", 60 → "1 h", 30 → "30 min": short, as a booking line shows it. */
export function durationText(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0) {
    throw new RangeError(`Duration must be a non-negative integer of minutes: ${minutes}`);
  }
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${hours} h`);
  if (rest > 0 || hours === 0) parts.push(`${rest} min`);
  return parts.join(" ");
}
