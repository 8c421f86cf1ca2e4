import { getDashboard } from "@club/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { registerEndpoint } from "../../http/route";
import * as service from "./dashboard.service";
import { toDashboardWire } from "./dashboard.wire";

export function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getDashboard, async ({ session }) => ({
    data: toDashboardWire(await service.getDashboard(ctx.db, session.clubId, ctx.now())),
  }));
}
