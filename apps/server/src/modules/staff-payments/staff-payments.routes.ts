import { getStaffPayments } from "@club/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { registerEndpoint } from "../../http/route";
import { listClubPayments } from "./staff-payments.service";
import { toStaffPaymentWire } from "./staff-payments.wire";

/** The club's payments list: the club always comes from the administrator's session. */
export function staffPaymentsRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getStaffPayments, async ({ query, session }) => {
    const { payments, pagination } = await listClubPayments(ctx.db, {
      clubId: session.clubId,
      page: query.page,
      limit: query.limit,
      startDate: query.start_date,
      endDate: query.end_date,
      method: query.method,
      status: query.status,
      now: ctx.now(),
    });
    return { payments: payments.map(toStaffPaymentWire), pagination };
  });
}
