import { z } from "zod";
import { bookingDate } from "./booking-schemas";
import { idParams } from "./common";
import { endpoint } from "./endpoint";
import {
  receptionPaymentSchema,
  staffBookingDetailSchema,
  staffBookingSchema,
  staffCreateBookingDataSchema,
  staffDaySchema,
  staffUpdateBookingDataSchema,
} from "./staff-booking-schemas";
import { text } from "./text";

const bookingAnswer = z.object({ ok: z.literal(true), message: z.string(), data: staffBookingDetailSchema });

export const getBookingsByDate = endpoint({
  method: "GET",
  path: "/api/admin/booking/get_bookings_by_date/:date",
  summary: "Grilla del día: canchas activas con sus bloques y las reservas del día con quién reservó",
  tag: "booking",
  access: "admin",
  params: z.object({ date: bookingDate }),
  response: staffDaySchema,
});

export const findStaffBooking = endpoint({
  method: "GET",
  path: "/api/admin/booking/find_booking/:id",
  summary: "Detalle de una reserva del club con sus pagos y su cancelación",
  tag: "booking",
  access: "admin",
  params: idParams,
  response: staffBookingDetailSchema,
});

export const createStaffBooking = endpoint({
  method: "POST",
  path: "/api/admin/booking/create_booking",
  summary:
    "Reservar desde recepción (jugador o cliente sin cuenta), con repetición semanal; las fechas ocupadas vuelven en clashes",
  tag: "booking",
  access: "admin",
  body: z.object({ data: staffCreateBookingDataSchema }),
  response: z.object({ created: z.array(staffBookingSchema), clashes: z.array(z.string()) }),
});

export const updateStaffBooking = endpoint({
  method: "PUT",
  path: "/api/admin/booking/update_booking/:id",
  summary: "Cambiar el estado, el cliente o el precio de una reserva, o moverla a un horario libre",
  tag: "booking",
  access: "admin",
  params: idParams,
  body: z.object({ data: staffUpdateBookingDataSchema }),
  response: bookingAnswer,
});

export const cancelStaffBooking = endpoint({
  method: "PUT",
  path: "/api/admin/booking/cancel_booking/:id",
  summary: "Cancelar una reserva con un motivo; el horario queda libre",
  tag: "booking",
  access: "admin",
  params: idParams,
  body: z.object({
    reason: text("Indica el motivo de la cancelación")
      .trim()
      .min(1, "Indica el motivo de la cancelación")
      .max(500, "El motivo puede tener hasta 500 caracteres"),
  }),
  response: bookingAnswer,
});

export const payStaffBooking = endpoint({
  method: "POST",
  path: "/api/admin/booking/pay_booking/:id",
  summary:
    "Cobrar en recepción el 50 % o el total (descontando lo ya pagado) en la caja abierta del operador",
  tag: "booking",
  access: "admin",
  params: idParams,
  body: receptionPaymentSchema,
  response: bookingAnswer,
});
