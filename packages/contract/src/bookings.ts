import { z } from "zod";
import {
  availabilitySchema,
  bookingDate,
  bookingDuration,
  bookingSchema,
  bookingStartTime,
  fairUseSchema,
  myBookingSchema,
} from "./booking-schemas";
import { idParam, pageQuery, paginationSchema, timeScope } from "./common";
import { endpoint } from "./endpoint";
import { text } from "./text";

export const getAvailability = endpoint({
  method: "GET",
  path: "/api/booking/get_availability/:club_id/:date",
  summary: "Canchas del club con sus bloques del día, libres u ocupados, y sus precios",
  tag: "booking",
  access: "public",
  params: z.object({ club_id: idParam, date: bookingDate }),
  response: availabilitySchema,
});

export const createBooking = endpoint({
  method: "POST",
  path: "/api/booking/create_booking",
  summary: "Reservar una cancha (queda en p0 hasta pagar)",
  tag: "booking",
  access: "user",
  body: z.object({
    club_id: idParam,
    court_id: idParam,
    date: bookingDate,
    start_time: bookingStartTime,
    duration_int: bookingDuration,
  }),
  response: bookingSchema,
});

export const getMyBookings = endpoint({
  method: "GET",
  path: "/api/booking/get_my_bookings",
  summary: "Mis reservas próximas (la más cercana primero) o pasadas (la más reciente primero)",
  tag: "booking",
  access: "user",
  querystring: pageQuery(10).extend({
    scope: timeScope,
  }),
  response: z.object({ bookings: z.array(myBookingSchema), pagination: paginationSchema }),
});

export const getFairUse = endpoint({
  method: "GET",
  path: "/api/booking/get_fair_use/:club_id",
  summary: "Cuántas reservas activas tengo en el club y cuántas permite (uso justo), antes de elegir horario",
  tag: "booking",
  access: "user",
  params: z.object({ club_id: idParam }),
  response: fairUseSchema,
});

/** A booking by its public identifier; any longer text names no booking. */
export const bookingSlugParams = z.object({ slug: text().max(64, "Reserva no encontrada") });

export const findBookingBySlug = endpoint({
  method: "GET",
  path: "/api/booking/find_booking_by_slug/:slug",
  summary: "Una reserva propia por su identificador público",
  tag: "booking",
  access: "user",
  params: bookingSlugParams,
  response: bookingSchema,
});

export const cancelBooking = endpoint({
  method: "PUT",
  path: "/api/booking/cancel_booking/:slug",
  summary: "Cancelar una reserva propia dentro del plazo de cancelación del club",
  tag: "booking",
  access: "user",
  params: bookingSlugParams,
  response: z.object({ ok: z.literal(true), message: z.string(), booking: bookingSchema }),
});
