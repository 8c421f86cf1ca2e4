import { getClubAdminUsernames, getGlobalState } from "@club/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { registerEndpoint } from "../../http/route";
import { toCashRegisterWire } from "../cash-registers/cash-registers.wire";
import * as service from "./global-state.service";

export function globalStateRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getGlobalState, async ({ session }) => {
    const state = await service.getGlobalState(ctx.db, session, ctx.now());
    return {
      cash_register: state.registers.map(toCashRegisterWire),
      user_id: state.user.id,
      user_role_type: state.user.role,
      username: state.user.username,
      name: state.user.name,
      lastname: state.user.lastname,
      pending_orders: state.pendingOrders,
      daily_pending_orders: state.dailyPendingOrders,
      daily_bookings: state.dailyBookings,
      has_unread_notifications: state.hasUnreadNotifications,
      enabled_services: state.club.enabledServices,
      club: { id: state.club.id, name: state.club.name, support_email: state.club.supportEmail },
    };
  });

  registerEndpoint(app, ctx, getClubAdminUsernames, async ({ session }) => ({
    data: await service.getClubAdminUsernames(ctx.db, session.clubId),
  }));
}
