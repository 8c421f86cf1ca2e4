import { and, desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { bookingPayments, bookings, clubs, courts, orderBookings, orders } from "../../db/schema";
import { bookingViewFields } from "../bookings/booking-rows.repository";

type Member = { clubId: number; userId: number; limit: number };

/** Pesos received for the booking of the row: its paid payments and its lines in paid orders. */
const paidForBooking = sql<number>`(
  coalesce((select sum(${bookingPayments.amount}) from ${bookingPayments}
    where ${bookingPayments.bookingId} = ${bookings.id} and ${bookingPayments.status} = 'paid'), 0)
  + coalesce((select sum(${orderBookings.amount}) from ${orderBookings}
    join ${orders} on ${orders.id} = ${orderBookings.orderId}
    where ${orderBookings.bookingId} = ${bookings.id} and ${orders.status} = 'paid'), 0)
)::int`;

/** The member's bookings at the club, newest first, cancelled ones included. */
export async function memberBookings(db: DbOrTx, q: Member) {
  return db
    .select({ booking: bookingViewFields, paid: paidForBooking })
    .from(bookings)
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .innerJoin(clubs, eq(clubs.id, bookings.clubId))
    .where(and(eq(bookings.userId, q.userId), eq(bookings.clubId, q.clubId)))
    .orderBy(desc(bookings.startsAt), desc(bookings.id))
    .limit(q.limit);
}
export type MemberBookingRow = Awaited<ReturnType<typeof memberBookings>>[number];

/** The club's orders that charged any of the member's bookings, newest first, with that share. */
export async function memberOrders(db: DbOrTx, q: Member) {
  return db
    .select({
      id: orders.id,
      status: orders.status,
      amount: orders.amount,
      createdAt: orders.createdAt,
      timeZone: clubs.timeZone,
      bookingsAmount: sql<number>`sum(${orderBookings.amount})::int`,
    })
    .from(orderBookings)
    .innerJoin(bookings, eq(bookings.id, orderBookings.bookingId))
    .innerJoin(orders, eq(orders.id, orderBookings.orderId))
    .innerJoin(clubs, eq(clubs.id, orders.clubId))
    .where(and(eq(bookings.userId, q.userId), eq(bookings.clubId, q.clubId), eq(orders.clubId, q.clubId)))
    .groupBy(orders.id, clubs.timeZone)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(q.limit);
}
export type MemberOrderRow = Awaited<ReturnType<typeof memberOrders>>[number];
