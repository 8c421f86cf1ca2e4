import { type SQLWrapper, sql } from "drizzle-orm";
import { orderBookings, orderPayments, orders } from "../../db/schema";

/*
 * A booking charged in a sale of the point of sale is paid through that sale's booking line: paid when
 * the sale was charged, refunded when the charged sale was cancelled (the cancellation gave the money
 * back). These are the line's fields as a payment of the booking, for the club's payments list and the
 * booking's own; a pending sale took no money and is neither.
 */

/** The sale's one method, or `mixed` when it was split between several. */
const saleMethodOf = (orderId: SQLWrapper) =>
  sql<string>`(select case when count(*) = 1 then min(${orderPayments.method}) else 'mixed' end
    from ${orderPayments} where ${orderPayments.orderId} = ${orderId})`;

const saleLineStatus = sql<string>`case when ${orders.status} = 'paid' then 'paid' else 'refunded' end`;

/** A sale's booking line read as a payment, from `order_bookings` joined with its order. */
export const saleLineFields = {
  orderId: sql<number | null>`${orders.id}`.as("order_id"),
  channel: sql<string>`'sale'`.as("channel"),
  method: saleMethodOf(orders.id).as("method"),
  percentage: orderBookings.percentage,
  amount: orderBookings.amount,
  status: saleLineStatus.as("status"),
};

/** The sale status a payment status stands for, for a filter (none for the gateway's own statuses). */
export const SALE_STATUS_OF: Readonly<Record<string, string>> = { paid: "paid", refunded: "cancelled" };
