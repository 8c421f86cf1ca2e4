import type { BOOKING_TYPES } from "@club/contract";

export type BookingType = (typeof BOOKING_TYPES)[number];

/** The kinds of booking the front desk makes, each with its name and colour (Mantine palette). */
export const BOOKING_TYPE_INFO: Readonly<Record<BookingType, { label: string; color: string }>> = {
  match: { label: "Partido", color: "blue" },
  class: { label: "Clase", color: "grape" },
  tournament: { label: "Torneo", color: "orange" },
  maintenance: { label: "Mantención", color: "gray" },
};

/** The status a kind of booking usually takes: a class "Clases", maintenance "Bloqueado". */
export const DEFAULT_STATUS_OF: Readonly<Record<BookingType, "p0" | "pr" | "pc" | "pb">> = {
  match: "pr",
  class: "pc",
  tournament: "pr",
  maintenance: "pb",
};
