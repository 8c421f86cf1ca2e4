import { getBookingActivityReport, getBookingOccupancyReport, type ReportRangeQuery } from "@club/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { registerEndpoint } from "../../http/route";
import { activityReport, occupancyReport } from "./booking-stats.service";
import { toActivityWire, toOccupancyWire } from "./booking-stats.wire";
import type { RangeInput } from "./stats-range";

const rangeOf = (query: ReportRangeQuery): RangeInput => ({
  period: query.period,
  startDate: query.start_date,
  endDate: query.end_date,
});

/** The club's booking statistics: the club always comes from the administrator's session. */
export function bookingStatsRoutes(app: FastifyInstance, ctx: AppContext) {
  registerEndpoint(app, ctx, getBookingOccupancyReport, async ({ query, session }) =>
    toOccupancyWire(
      await occupancyReport(ctx.db, { ...rangeOf(query), clubId: session.clubId, now: ctx.now() }),
    ),
  );
  registerEndpoint(app, ctx, getBookingActivityReport, async ({ query, session }) =>
    toActivityWire(
      await activityReport(ctx.db, { ...rangeOf(query), clubId: session.clubId, now: ctx.now() }),
    ),
  );
}
