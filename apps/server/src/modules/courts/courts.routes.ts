import { createCourt, getCourts, updateCourt } from "@club/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { registerEndpoint } from "../../http/route";
import * as service from "./courts.service";
import { fromCourtWire, fromNewCourtWire, toCourtWire } from "./courts.wire";

export function courtsRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getCourts, async ({ session }) => ({
    data: (await service.listCourts(ctx.db, session.clubId)).map(toCourtWire),
  }));

  registerEndpoint(app, ctx, createCourt, async ({ body, session }) => {
    const court = await service.createCourt(ctx.db, {
      clubId: session.clubId,
      court: fromNewCourtWire(body.data),
    });
    return { ok: true as const, message: "Cancha creada", data: toCourtWire(court) };
  });

  registerEndpoint(app, ctx, updateCourt, async ({ params, body, session }) => {
    const court = await service.updateCourt(ctx.db, {
      clubId: session.clubId,
      courtId: params.id,
      changes: fromCourtWire(body.data),
    });
    return { ok: true as const, message: "Cancha actualizada", data: toCourtWire(court) };
  });
}
