import {
  cancelStaffBooking as cancelEndpoint,
  createStaffBooking as createEndpoint,
  findStaffBooking,
  getBookingsByDate,
  payStaffBooking as payEndpoint,
  updateStaffBooking as updateEndpoint,
} from "@club/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { registerEndpoint } from "../../http/route";
import { cancelStaffBooking, updateStaffBooking } from "./staff-booking-change.service";
import { createStaffBooking } from "./staff-booking-create.service";
import { payStaffBooking } from "./staff-booking-pay.service";
import type { StaffBookingDetailView } from "./staff-booking-view";
import { findStaffBookingDetail, getStaffDay } from "./staff-bookings.service";
import { toStaffBookingDetailWire, toStaffBookingWire, toStaffDayWire } from "./staff-bookings.wire";

const answer = (message: string, booking: StaffBookingDetailView) => ({
  ok: true as const,
  message,
  data: toStaffBookingDetailWire(booking),
});

/** The front desk's bookings: the club always comes from the administrator's session. */
export function staffBookingsRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getBookingsByDate, async ({ params, session }) =>
    toStaffDayWire(await getStaffDay(ctx.db, { clubId: session.clubId, date: params.date, now: ctx.now() })),
  );

  registerEndpoint(app, ctx, findStaffBooking, async ({ params, session }) =>
    toStaffBookingDetailWire(
      await findStaffBookingDetail(ctx.db, { clubId: session.clubId, id: params.id, now: ctx.now() }),
    ),
  );

  registerEndpoint(app, ctx, createEndpoint, async ({ body: { data }, session }) => {
    const { created, clashes } = await createStaffBooking(ctx.db, {
      clubId: session.clubId,
      staffId: session.id,
      courtId: data.court_id,
      date: data.date,
      startTime: data.start_time,
      durationMinutes: data.duration_int,
      status: data.status,
      bookingType: data.booking_type,
      userId: data.user_id,
      walkInName: data.walk_in_name,
      walkInPhone: data.walk_in_phone,
      price: data.price,
      priceReason: data.price_reason,
      repeatWeeks: data.repeat_weeks,
      now: ctx.now(),
    });
    return { created: created.map(toStaffBookingWire), clashes };
  });

  registerEndpoint(app, ctx, updateEndpoint, async ({ params, body: { data }, session }) => {
    const booking = await updateStaffBooking(ctx.db, {
      clubId: session.clubId,
      id: params.id,
      now: ctx.now(),
      change: {
        status: data.status,
        courtId: data.court_id,
        date: data.date,
        startTime: data.start_time,
        durationMinutes: data.duration_int,
        walkInName: data.walk_in_name,
        walkInPhone: data.walk_in_phone,
        price: data.price,
        priceReason: data.price_reason,
      },
    });
    return answer("Reserva actualizada.", booking);
  });

  registerEndpoint(app, ctx, cancelEndpoint, async ({ params, body, session }) => {
    const booking = await cancelStaffBooking(ctx.db, {
      clubId: session.clubId,
      id: params.id,
      staffId: session.id,
      reason: body.reason,
      now: ctx.now(),
    });
    return answer("Reserva cancelada. El horario quedó libre.", booking);
  });

  registerEndpoint(app, ctx, payEndpoint, async ({ params, body, session }) => {
    const booking = await payStaffBooking(ctx.db, {
      clubId: session.clubId,
      id: params.id,
      staffId: session.id,
      method: body.method,
      // The contract lets one of the two through.
      part:
        body.player_id === undefined ? { percentage: body.percentage ?? 100 } : { playerId: body.player_id },
      now: ctx.now(),
    });
    return answer("Pago registrado en tu caja.", booking);
  });
}
