import {
  cancelOrder as cancelEndpoint,
  createOrder as createEndpoint,
  type EndpointParsed,
  findOrder,
  getOrders,
  removePendingLine as removeLineEndpoint,
  updateOrder as updateEndpoint,
  updatePendingOrderSource,
} from "@club/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { registerEndpoint } from "../../http/route";
import { cancelOrder } from "./order-cancel.service";
import { createOrder } from "./order-create.service";
import { changePendingSource, editOrder, removePendingLine } from "./order-edit.service";
import { findOrderDetail, listOrders } from "./orders.service";
import { fromOrderContentWire, toOrderDetailWire, toOrderWire } from "./orders.wire";

type CreateData = EndpointParsed<typeof createEndpoint>["body"]["data"];

/** The point of sale's orders: the club always comes from the administrator's session. */
export function ordersRoutes(app: FastifyInstance, ctx: AppContext) {
  const detail = async (clubId: number, id: number) =>
    toOrderDetailWire(await findOrderDetail(ctx.db, { clubId, id }));

  registerEndpoint(app, ctx, createEndpoint, async ({ headers, body, session }) => {
    const data: CreateData = body.data;
    const result = await createOrder(ctx.db, {
      clubId: session.clubId,
      staffId: session.id,
      key: headers["idempotency-key"],
      request: body,
      status: data.order_status,
      source: data.order_source,
      mailClient: data.order_send_mail_client,
      ...fromOrderContentWire(data),
      now: ctx.now(),
    });
    return detail(session.clubId, result.id);
  });

  registerEndpoint(app, ctx, getOrders, async ({ query, session }) => {
    const { orders, pagination } = await listOrders(ctx.db, {
      clubId: session.clubId,
      page: query.page,
      limit: query.limit,
      sort: query.date_sort,
      startDate: query.start_date,
      endDate: query.end_date,
      status: query.status,
    });
    return {
      orders: orders.map(toOrderWire),
      pagination,
      sorting: { date_sort: query.date_sort },
      filters: {
        start_date: query.start_date ?? null,
        end_date: query.end_date ?? null,
        status: query.status ?? null,
      },
    };
  });

  registerEndpoint(app, ctx, findOrder, async ({ params, session }) => detail(session.clubId, params.id));

  registerEndpoint(app, ctx, updateEndpoint, async ({ params, body: { data }, session }) => {
    await editOrder(ctx.db, {
      clubId: session.clubId,
      id: params.id,
      staffId: session.id,
      now: ctx.now(),
      edit: {
        charge: data.order_status === "paid",
        source: data.order_source,
        mailClient: data.order_send_mail_client,
        ...fromOrderContentWire(data),
      },
    });
    return detail(session.clubId, params.id);
  });

  registerEndpoint(app, ctx, updatePendingOrderSource, async ({ params, body, session }) => {
    await changePendingSource(ctx.db, {
      clubId: session.clubId,
      id: params.id,
      source: body.data.order_source,
      now: ctx.now(),
    });
    return detail(session.clubId, params.id);
  });

  registerEndpoint(app, ctx, removeLineEndpoint, async ({ body, session }) => {
    await removePendingLine(ctx.db, {
      clubId: session.clubId,
      id: body.order,
      itemId: body.item,
      bookingId: body.booking,
      now: ctx.now(),
    });
    return detail(session.clubId, body.order);
  });

  registerEndpoint(app, ctx, cancelEndpoint, async ({ params, session }) => {
    await cancelOrder(ctx.db, { clubId: session.clubId, id: params.id, staffId: session.id, now: ctx.now() });
    return detail(session.clubId, params.id);
  });
}
