export const STAFF_BOOKINGS_PATH = "/admin/reservas";
export const NEW_BOOKING_PATH = `${STAFF_BOOKINGS_PATH}/new`;

export const bookingPath = (id: number) => `${STAFF_BOOKINGS_PATH}/${id}`;

/** What a click on a free slot knows: the court, the day and the start. */
export interface GhostSlot {
  courtId: number;
  date: string;
  startTime: string;
}

const GHOST = /^ghost-(\d{1,9})-(\d{4}-\d{2}-\d{2})-([01]\d|2[0-3])([0-5]\d)$/;

/**
 * The new-booking form prefilled for a free slot: `/admin/reservas/ghost-3-2026-11-24-1830`. The segment
 * starts with "ghost", so the breadcrumb reads "Nueva reserva" (spec section 2).
 */
export function ghostPath({ courtId, date, startTime }: GhostSlot): string {
  return `${STAFF_BOOKINGS_PATH}/ghost-${courtId}-${date}-${startTime.replace(":", "")}`;
}

/** The slot a ghost segment names, or null when it names none. */
export function parseGhost(segment: string): GhostSlot | null {
  const match = GHOST.exec(segment);
  if (!match) return null;
  const [, court = "", date = "", hours = "", minutes = ""] = match;
  return { courtId: Number(court), date, startTime: `${hours}:${minutes}` };
}

export const isGhostSegment = (segment: string | undefined) => segment?.startsWith("ghost") ?? false;
