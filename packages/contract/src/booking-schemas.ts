import {
  BOOKING_DURATIONS,
  BOOKING_PAYMENT_PERCENTAGES,
  BOOKING_STATUS_CODES,
  isBookingDuration,
  isIsoDate,
} from "@club/domain";
import { z } from "zod";
import { ONLINE_PAYMENT_PERCENTAGES } from "./clubs";
import { text } from "./text";

/** A day of the club's calendar. */
export const bookingDate = text("La fecha debe ser AAAA-MM-DD")
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "La fecha debe ser AAAA-MM-DD", abort: true })
  .refine(isIsoDate, "La fecha no existe en el calendario");

/** A start on the club's clock, "HH:mm" from 00:00 to 23:59. */
export const bookingStartTime = text("La hora debe ser HH:mm").regex(
  /^(?:[01]\d|2[0-3]):[0-5]\d$/,
  "La hora debe ser HH:mm, entre 00:00 y 23:59",
);

const DURATIONS_MESSAGE = `La duración debe ser de ${BOOKING_DURATIONS.slice(0, -1).join(", ")} o ${BOOKING_DURATIONS.at(-1)} minutos`;

export const bookingDuration = z
  .number({ error: "La duración debe ser un número de minutos" })
  .refine(isBookingDuration, DURATIONS_MESSAGE);

export const bookingStatus = z.enum(BOOKING_STATUS_CODES);
/** The share of a booking's price a payment brings it to. */
export const bookingPaymentPercentage = z.literal(BOOKING_PAYMENT_PERCENTAGES, {
  error: "El porcentaje debe ser 50 o 100",
});
export const priceBand = z.enum(["peak", "off_peak"]);

export const clubRef = z.object({ id: z.number().int(), name: z.string() });

/** A booking as players and the booking lines of an order show it (spec section 3), plus its court and club. */
export const bookingSchema = z.object({
  id: z.number().int(),
  // Public identifier: a 16-character token followed by the id.
  slug: z.string(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  duration_int: z.number().int(),
  duration_text: z.string(),
  price: z.number().int(),
  status: bookingStatus,
  payment_percentage: z.number().int(),
  court_name: z.string(),
  schedule_id: z.number().int().nullable(),
  court_id: z.number().int(),
  club: clubRef,
  // Until when an unpaid online booking keeps its slot (ISO 8601); null when the club asks no payment.
  hold_until: z.string().nullable(),
  cancelled: z.boolean(),
  // Whether the club takes payments online; false when it is set to «Sin pago en línea»: paid at the club.
  online_payment: z.boolean(),
});
export type Booking = z.infer<typeof bookingSchema>;

/**
 * A booking in the player's own list, with the club's cancellation policy: the last moment they may
 * cancel it themselves (ISO 8601: the start less `cancellation_hours`), so the screen can say so first.
 */
export const myBookingSchema = bookingSchema.extend({
  cancel_until: z.string(),
  cancellation_hours: z.number().int(),
  // The match the booking was opened as (its public identifier); null when it is not one.
  match_slug: z.string().nullable(),
});
export type MyBooking = z.infer<typeof myBookingSchema>;

/** The club's fair-use limit as it stands for the player: active bookings held, and the maximum. */
export const fairUseSchema = z.object({
  active_bookings: z.number().int(),
  max_active_bookings: z.number().int(),
});
export type FairUse = z.infer<typeof fairUseSchema>;

export const availabilitySlotSchema = z.object({
  start_time: z.string(),
  end_time: z.string(),
  available: z.boolean(),
  // Only where the slot is booked; never who booked it.
  status: bookingStatus.nullable(),
  band: priceBand,
});

export const availabilityCourtSchema = z.object({
  id: z.number().int(),
  court_name: z.string(),
  indoor: z.boolean(),
  surface: z.string(),
  prices: z.array(z.object({ duration_int: z.number().int(), band: priceBand, price: z.number().int() })),
  slots: z.array(availabilitySlotSchema),
});
export type AvailabilityCourt = z.infer<typeof availabilityCourtSchema>;

export const availabilitySchema = z.object({
  club: clubRef,
  date: z.string(),
  durations: z.array(z.number().int()),
  courts: z.array(availabilityCourtSchema),
  // The club's rules for players: how many days past today they may book (0: only today), the share of
  // the price it asks to pay online (0 none), and until how many hours before the start they may cancel.
  booking_window_days: z.number().int(),
  online_payment_percentage: z.literal(ONLINE_PAYMENT_PERCENTAGES),
  cancellation_hours: z.number().int(),
});
export type Availability = z.infer<typeof availabilitySchema>;
