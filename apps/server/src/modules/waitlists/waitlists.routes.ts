import {
  getMySlotWaits,
  joinMatchWaitlist,
  joinSlotWaitlist,
  leaveMatchWaitlist,
  leaveSlotWaitlist,
} from "@club/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { registerEndpoint } from "../../http/route";
import * as matchWaitlist from "./match-waitlist.service";
import * as slotWaitlist from "./slot-waitlist.service";
import { toMatchWaitlistWire, toSlotWaitWire } from "./waitlists.wire";

/** Waitlists: a full match's, and a taken slot's. */
export function waitlistsRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, joinMatchWaitlist, async ({ params, session }) =>
    toMatchWaitlistWire(
      await matchWaitlist.joinMatchWaitlist(ctx.db, {
        userId: session.id,
        slug: params.slug,
        now: ctx.now(),
      }),
    ),
  );

  registerEndpoint(app, ctx, leaveMatchWaitlist, async ({ params, session }) =>
    toMatchWaitlistWire(
      await matchWaitlist.leaveMatchWaitlist(ctx.db, {
        userId: session.id,
        slug: params.slug,
        now: ctx.now(),
      }),
    ),
  );

  registerEndpoint(app, ctx, joinSlotWaitlist, async ({ body, session }) =>
    toSlotWaitWire(
      await slotWaitlist.joinSlotWaitlist(ctx.db, {
        userId: session.id,
        clubId: body.club_id,
        courtId: body.court_id ?? null,
        date: body.date,
        startTime: body.start_time,
        durationMinutes: body.duration_int,
        now: ctx.now(),
      }),
    ),
  );

  registerEndpoint(app, ctx, getMySlotWaits, async ({ params, session }) => ({
    waits: (
      await slotWaitlist.mySlotWaits(ctx.db, {
        userId: session.id,
        clubId: params.club_id,
        date: params.date,
        now: ctx.now(),
      })
    ).map(toSlotWaitWire),
  }));

  registerEndpoint(app, ctx, leaveSlotWaitlist, async ({ params, session }) => {
    await slotWaitlist.leaveSlotWaitlist(ctx.db, { userId: session.id, id: params.id });
    return { ok: true as const, message: "Ya no esperas ese horario" };
  });
}
