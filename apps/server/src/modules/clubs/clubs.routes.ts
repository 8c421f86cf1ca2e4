import { getClub, getClubs, updateClub } from "@club/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { registerEndpoint } from "../../http/route";
import * as service from "./clubs.service";
import { fromClubSettingsWire, toClubSettingsWire, toPublicClubWire } from "./clubs.wire";

export function clubsRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getClubs, async () => ({
    data: (await service.listClubsForBooking(ctx.db)).map(toPublicClubWire),
  }));

  registerEndpoint(app, ctx, getClub, async ({ session }) => ({
    data: toClubSettingsWire(await service.getClubSettings(ctx.db, session.clubId)),
  }));

  registerEndpoint(app, ctx, updateClub, async ({ body, session }) => {
    const club = await service.updateClub(ctx.db, {
      clubId: session.clubId,
      changes: fromClubSettingsWire(body.data),
    });
    return { ok: true as const, message: "Club actualizado", data: toClubSettingsWire(club) };
  });
}
