import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { bookings, clubs, courts, items, orderBookings, orderItems, uploads } from "../../db/schema";
import { bookingViewFields } from "../bookings/booking-rows.repository";

/** The item lines of these orders as stored, with the item's image key for the thumbnail. */
export function itemLinesOf(db: DbOrTx, orderIds: number[]) {
  return db
    .select({ line: orderItems, imageKey: uploads.key })
    .from(orderItems)
    .innerJoin(items, eq(items.id, orderItems.itemId))
    .leftJoin(uploads, eq(uploads.id, items.imageId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
}

export type ItemLineRow = Awaited<ReturnType<typeof itemLinesOf>>[number];

/** The booking lines of these orders, with each booking as it is now, on its court and club. */
export function bookingLinesOf(db: DbOrTx, orderIds: number[]) {
  return db
    .select({ line: orderBookings, booking: bookingViewFields })
    .from(orderBookings)
    .innerJoin(bookings, eq(bookings.id, orderBookings.bookingId))
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .innerJoin(clubs, eq(clubs.id, bookings.clubId))
    .where(inArray(orderBookings.orderId, orderIds))
    .orderBy(asc(orderBookings.orderId), asc(orderBookings.id));
}

export type BookingLineRow = Awaited<ReturnType<typeof bookingLinesOf>>[number];

/** The club's items among these ids that exist for people, with what a sale line copies of them. */
export function saleItems(db: DbOrTx, clubId: number, ids: number[]) {
  return db
    .select({
      id: items.id,
      name: items.name,
      brand: items.brand,
      bulk: items.bulk,
      measurementUnit: items.measurementUnit,
      sellPrice: items.sellPrice,
    })
    .from(items)
    .where(and(eq(items.clubId, clubId), inArray(items.id, ids), isNull(items.deletedAt)));
}
