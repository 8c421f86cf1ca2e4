export const BOOKING_STATUS_CODES = ["p0", "p50", "pr", "pc", "pb", "p100"] as const;

export type BookingStatusCode = (typeof BOOKING_STATUS_CODES)[number];

export const BOOKING_STATUS_LABELS: Readonly<Record<BookingStatusCode, string>> = {
  p0: "GoMatch", // default for a new booking: nothing paid yet
  p50: "Abonado", // partial payment of 50%
  pr: "Reservado",
  pc: "Clases",
  pb: "Bloqueado",
  p100: "Pagado", // paid in full
};

export const DEFAULT_BOOKING_STATUS: BookingStatusCode = "p0";

/** Any value outside the known codes means the slot is shown as free. */
export const AVAILABLE_STATUS_LABEL = "Disponible";

export function isBookingStatusCode(value: unknown): value is BookingStatusCode {
  return typeof value === "string" && (BOOKING_STATUS_CODES as readonly string[]).includes(value);
}

/**
 * Who reads the label. "GoMatch" is the spec's name for an unpaid booking, which staff know; to a player
 * it is the product's name, not a status, so players read what it means.
 */
export type StatusAudience = "staff" | "player";

const PLAYER_LABELS: Readonly<Partial<Record<BookingStatusCode, string>>> = { p0: "Por pagar" };

export function bookingStatusLabel(
  code: string | null | undefined,
  audience: StatusAudience = "staff",
): string {
  if (!isBookingStatusCode(code)) return AVAILABLE_STATUS_LABEL;
  return (audience === "player" ? PLAYER_LABELS[code] : undefined) ?? BOOKING_STATUS_LABELS[code];
}
