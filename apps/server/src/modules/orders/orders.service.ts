import { addDays, firstShowing, type OrderState, pageInfo, resolveLocalTime } from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { orderNotFound } from "./order-edit.service";
import { clubTimeZone, findOrder, orderPage } from "./orders.repository";

/** One order of the club with everything about it; another club's is 404 like a missing one. */
export async function findOrderDetail(db: DbOrTx, ref: { clubId: number; id: number }) {
  const order = await findOrder(db, ref.clubId, ref.id);
  if (!order) throw orderNotFound();
  return order;
}

export type OrderListQuery = {
  clubId: number;
  page: number;
  limit: number;
  sort: "asc" | "desc";
  /** Days of the club's calendar, both included. */
  startDate?: string;
  endDate?: string;
  status?: OrderState;
};

/** The instant a day of the club's calendar starts. */
const dayStart = (date: string, timeZone: string) => firstShowing(resolveLocalTime(date, 0, timeZone));

/** Where the list's days start and end in the club's zone; a list not filtered by days looks none up. */
async function dayBounds(db: DbOrTx, q: OrderListQuery): Promise<{ from?: Date; before?: Date }> {
  if (!q.startDate && !q.endDate) return {};
  const timeZone = await clubTimeZone(db, q.clubId);
  return {
    from: q.startDate ? dayStart(q.startDate, timeZone) : undefined,
    before: q.endDate ? dayStart(addDays(q.endDate, 1), timeZone) : undefined,
  };
}

/** A page of the club's orders by the time they were made, filtered by local days and state. */
export async function listOrders(db: DbOrTx, q: OrderListQuery) {
  const { orders, total } = await orderPage(db, {
    clubId: q.clubId,
    status: q.status,
    ...(await dayBounds(db, q)),
    sort: q.sort,
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  return { orders, pagination: pageInfo(q.page, q.limit, total) };
}
