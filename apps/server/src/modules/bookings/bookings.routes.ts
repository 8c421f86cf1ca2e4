import {
  cancelBooking,
  createBooking,
  findBookingBySlug,
  getAvailability,
  getFairUse,
  getMyBookings,
} from "@club/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { registerEndpoint } from "../../http/route";
import { getDayAvailability } from "./availability.service";
import { createPlayerBooking } from "./booking-create.service";
import { cancelMyBooking, findMyBooking, listMyBookings, myFairUse } from "./bookings.service";
import { toAvailabilityWire, toBookingWire, toFairUseWire, toMyBookingWire } from "./bookings.wire";

export function bookingsRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getAvailability, async ({ params }) => {
    const day = await getDayAvailability(ctx.db, {
      clubId: params.club_id,
      date: params.date,
      now: ctx.now(),
    });
    return toAvailabilityWire(day);
  });

  registerEndpoint(app, ctx, createBooking, async ({ body, session }) => {
    const booking = await createPlayerBooking(ctx.db, {
      userId: session.id,
      clubId: body.club_id,
      courtId: body.court_id,
      date: body.date,
      startTime: body.start_time,
      durationMinutes: body.duration_int,
      now: ctx.now(),
    });
    return toBookingWire(booking);
  });

  registerEndpoint(app, ctx, getMyBookings, async ({ query, session }) => {
    const { bookings, pagination } = await listMyBookings(ctx.db, {
      userId: session.id,
      scope: query.scope,
      page: query.page,
      limit: query.limit,
      now: ctx.now(),
    });
    return { bookings: bookings.map(toMyBookingWire), pagination };
  });

  registerEndpoint(app, ctx, getFairUse, async ({ params, session }) =>
    toFairUseWire(await myFairUse(ctx.db, { userId: session.id, clubId: params.club_id, now: ctx.now() })),
  );

  registerEndpoint(app, ctx, findBookingBySlug, async ({ params, session }) =>
    toBookingWire(await findMyBooking(ctx.db, { userId: session.id, slug: params.slug })),
  );

  registerEndpoint(app, ctx, cancelBooking, async ({ params, session }) => {
    const booking = await cancelMyBooking(ctx.db, { userId: session.id, slug: params.slug, now: ctx.now() });
    return {
      ok: true as const,
      message: "Reserva cancelada. El horario quedó libre.",
      booking: toBookingWire(booking),
    };
  });
}
