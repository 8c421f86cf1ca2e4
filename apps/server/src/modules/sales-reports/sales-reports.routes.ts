import {
  getOrdersAmountByStatus,
  getPaidOrdersByCategory,
  getSalesByHour,
  getSalesByPaymentMethod,
  getSalesBySource,
  getSalesPeriodPerformance,
  getSalesReport,
  getTopCategories,
  getTopItems,
  type ReportRangeQuery,
} from "@club/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { registerEndpoint } from "../../http/route";
import { categorySplit, topItems } from "./line-reports.service";
import {
  hourSplit,
  methodSplit,
  periodPerformance,
  reportScope,
  salesOverTime,
  sourceSplit,
  statusSplit,
} from "./sales-reports.service";
import {
  categoryWire,
  figuresWire,
  lineWire,
  methodsWire,
  rangeQueryOf,
  rangeWire,
  sideWire,
  sourcesWire,
} from "./sales-reports.wire";

const fromDates = (q: ReportRangeQuery) => q.start_date !== undefined;

/** The sales reports: the club always comes from the administrator's session, never from the query. */
export function salesReportsRoutes(app: FastifyInstance, ctx: AppContext) {
  const scope = (clubId: number, query: ReportRangeQuery) =>
    reportScope(ctx.db, clubId, ctx.now(), rangeQueryOf(query));

  registerEndpoint(app, ctx, getOrdersAmountByStatus, async ({ query, session }) => {
    const s = await scope(session.clubId, query);
    const statuses = await statusSplit(ctx.db, s);
    return {
      range: rangeWire(s),
      statuses: statuses.map((r) => ({
        order_status: r.status,
        orders_count: r.ordersCount,
        amount: r.amount,
      })),
    };
  });

  registerEndpoint(app, ctx, getSalesReport, async ({ query, session }) => {
    const s = await scope(session.clubId, query);
    const { buckets, totals } = await salesOverTime(ctx.db, s, fromDates(query));
    const rows = buckets.map((b) => ({ date: b.date, ...figuresWire(b) }));
    return {
      range: rangeWire(s),
      date_sort: query.date_sort,
      buckets: query.date_sort === "desc" ? rows.reverse() : rows,
      totals: figuresWire(totals),
    };
  });

  registerEndpoint(app, ctx, getSalesPeriodPerformance, async ({ query, session }) => {
    const s = await scope(session.clubId, query);
    const p = await periodPerformance(ctx.db, s, fromDates(query), ctx.now());
    const { salesCount, averageTicket, ...change } = p.change;
    return {
      range: rangeWire(s),
      current: sideWire(p.current),
      previous: sideWire(p.previous),
      change: { ...change, sales_count: salesCount, average_ticket: averageTicket },
    };
  });

  registerEndpoint(app, ctx, getPaidOrdersByCategory, async ({ query, session }) => {
    const s = await scope(session.clubId, query);
    return { range: rangeWire(s), categories: (await categorySplit(ctx.db, s)).map(categoryWire) };
  });

  registerEndpoint(app, ctx, getTopCategories, async ({ query, session }) => {
    const s = await scope(session.clubId, query);
    const list = await categorySplit(ctx.db, s, query.sort, query.limit);
    return { range: rangeWire(s), categories: list.map(categoryWire) };
  });

  registerEndpoint(app, ctx, getTopItems, async ({ query, session }) => {
    const s = await scope(session.clubId, query);
    const list = await topItems(ctx.db, s, query.sort, query.limit);
    return {
      range: rangeWire(s),
      items: list.map((i) => ({
        ...lineWire(i),
        item_id: i.itemId,
        item_name: i.itemName,
        item_bulk: i.itemBulk,
        measure_unit_short: i.measureUnitShort,
      })),
    };
  });

  registerEndpoint(app, ctx, getSalesByPaymentMethod, async ({ query, session }) => {
    const s = await scope(session.clubId, query);
    return { range: rangeWire(s), methods: methodsWire(await methodSplit(ctx.db, s)) };
  });

  registerEndpoint(app, ctx, getSalesBySource, async ({ query, session }) => {
    const s = await scope(session.clubId, query);
    return { range: rangeWire(s), sources: sourcesWire(await sourceSplit(ctx.db, s)) };
  });

  registerEndpoint(app, ctx, getSalesByHour, async ({ query, session }) => {
    const s = await scope(session.clubId, query);
    const hours = await hourSplit(ctx.db, s);
    return { range: rangeWire(s), hours: hours.map((h) => ({ hour: h.hour, ...figuresWire(h) })) };
  });
}
