export const BOOKING_DURATIONS = [10, 15, 30, 45, 60, 90, 120] as const;

export type BookingDuration = (typeof BOOKING_DURATIONS)[number];

export function isBookingDuration(n: unknown): n is BookingDuration {
  return typeof n === "number" && (BOOKING_DURATIONS as readonly number[]).includes(n);
}

function plural(n: number, singular: string, pluralForm: string): string {
  return `${n} ${n === 1 ? singular : pluralForm}`;
}

/** 90 → "1 hora 30 minutos". */
export function durationText(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 0) {
    throw new RangeError(`Duration must be a non-negative integer of minutes: ${minutes}`);
  }
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(plural(hours, "hora", "horas"));
  if (rest > 0 || hours === 0) parts.push(plural(rest, "minuto", "minutos"));
  return parts.join(" ");
}
