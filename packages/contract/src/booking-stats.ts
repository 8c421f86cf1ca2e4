import { z } from "zod";
import { endpoint } from "./endpoint";
import { reportRangeQuery } from "./report-range";

const minutes = z.number().int();
// Part of the open time, in percent with one decimal; null when the courts were not open.
const percent = z.number().nullable();

const rangeSchema = z.object({ start_date: z.string(), end_date: z.string(), time_zone: z.string() });

/** Minutes the courts were open, booked by players and blocked by the club (maintenance, status pb). */
const usageFields = {
  open_minutes: minutes,
  booked_minutes: minutes,
  blocked_minutes: minutes,
  occupancy_percent: percent,
};

export const PRICE_BANDS_OR_NONE = ["peak", "off_peak", "none"] as const;

export const bookingOccupancyReportSchema = z.object({
  range: rangeSchema,
  totals: z.object({ ...usageFields, bookings: z.number().int(), revenue: z.number().int() }),
  // The 168 cells of a week on the club's clock: ISO weekday 1 (Monday) … 7, hour 0 … 23.
  heatmap: z.array(z.object({ weekday: z.number().int(), hour: z.number().int(), ...usageFields })),
  courts: z.array(
    z.object({
      court_id: z.number().int(),
      court_name: z.string(),
      ...usageFields,
      bookings: z.number().int(),
      revenue: z.number().int(),
    }),
  ),
  // Peak and off-peak: the band of the opening span; `none` for staff bookings outside every span.
  bands: z.array(
    z.object({
      band: z.enum(PRICE_BANDS_OR_NONE),
      ...usageFields,
      bookings: z.number().int(),
      revenue: z.number().int(),
    }),
  ),
});
export type BookingOccupancyReport = z.infer<typeof bookingOccupancyReportSchema>;

export const getBookingOccupancyReport = endpoint({
  method: "GET",
  path: "/api/admin/report/get_booking_occupancy_report",
  summary:
    "Ocupación de las canchas del club por día de la semana y hora (mapa de calor), por cancha y por franja (punta o valle), con los ingresos de sus reservas. Ocupación = minutos reservados por jugadores / minutos abiertos según los horarios de las canchas activas, en la hora local del club; los bloqueos y mantenciones (estado pb o tipo maintenance) no son ocupación y van aparte en blocked_minutes. Ingresos: lo cobrado por las reservas que empiezan en el rango (pagos en línea y en recepción pagados, y líneas de reserva de ventas pagadas del punto de venta; una venta anulada devolvió su dinero y no cuenta), también de las canceladas, cuyo dinero no se devuelve en el sistema.",
  tag: "report",
  access: "admin",
  querystring: reportRangeQuery,
  response: bookingOccupancyReportSchema,
});

const count = z.number().int();

export const CANCELLATION_NOTICES = ["under_2h", "2_to_24h", "24_to_72h", "over_72h"] as const;

export const bookingActivityReportSchema = z.object({
  range: rangeSchema,
  // Players' bookings that start in the range and keep their slot (blocks and maintenance left out).
  bookings: count,
  channels: z.array(z.object({ channel: z.enum(["online", "reception"]), bookings: count, minutes })),
  cancellations: z.object({
    total: count,
    // Cancelled by the player who booked, by the club's staff, or released by the system when an unpaid
    // online hold ran out.
    by_player: count,
    by_club: count,
    by_expired_hold: count,
    // Hours between the cancellation and the booking's start (the released holds left out).
    notice: z.array(z.object({ notice: z.enum(CANCELLATION_NOTICES), count })),
  }),
  // Bookings already over, not cancelled, neither classes nor blocks, with no money taken at all: the
  // system does not record attendance, so an unpaid past booking is the closest honest sign of a no-show.
  no_shows: count,
  // Players with a booking in the range: new when they never had one at this club before the range.
  players: z.object({ total: count, new: count, returning: count }),
});
export type BookingActivityReport = z.infer<typeof bookingActivityReportSchema>;

export const getBookingActivityReport = endpoint({
  method: "GET",
  path: "/api/admin/report/get_booking_activity_report",
  summary:
    "Reservas del club que empiezan en el rango: por canal (en línea, recepción), cancelaciones (por el jugador, por el club o retención sin pagar vencida, y con cuántas horas de aviso), inasistencias (reservas terminadas, no canceladas, ni clases ni bloqueos, sin ningún pago: el sistema no registra la asistencia) y jugadores nuevos (su primera reserva en el club cae en el rango) o que vuelven. Sin bloqueos ni mantenciones.",
  tag: "report",
  access: "admin",
  querystring: reportRangeQuery,
  response: bookingActivityReportSchema,
});
