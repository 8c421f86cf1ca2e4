import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { anyOf } from "../../db/any-of";
import type { DbOrTx, Tx } from "../../db/client";
import { preparedInTransaction, preparedOnce } from "../../db/prepared";
import { bookings, clubs, courts, items, orderBookings, orderItems, uploads } from "../../db/schema";
import { bookingViewFields } from "../bookings/booking-rows.repository";

const itemLinesQuery = (db: DbOrTx, name: string) =>
  db
    .select({ line: orderItems, imageKey: uploads.key })
    .from(orderItems)
    .innerJoin(items, eq(items.id, orderItems.itemId))
    .leftJoin(uploads, eq(uploads.id, items.imageId))
    .where(anyOf(orderItems.orderId, "orderIds"))
    .orderBy(asc(orderItems.orderId), asc(orderItems.id))
    .prepare(name);

/** The item lines of these orders as stored, with the item's image key for the thumbnail. */
export function itemLinesOf(db: DbOrTx, orderIds: number[]) {
  return preparedOnce(db, "order_item_lines", (name) => itemLinesQuery(db, name)).execute({ orderIds });
}

export type ItemLineRow = Awaited<ReturnType<typeof itemLinesOf>>[number];

const bookingLinesQuery = (db: DbOrTx, name: string) =>
  db
    .select({ line: orderBookings, booking: bookingViewFields })
    .from(orderBookings)
    .innerJoin(bookings, eq(bookings.id, orderBookings.bookingId))
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .innerJoin(clubs, eq(clubs.id, bookings.clubId))
    .where(anyOf(orderBookings.orderId, "orderIds"))
    .orderBy(asc(orderBookings.orderId), asc(orderBookings.id))
    .prepare(name);

/** The booking lines of these orders, with each booking as it is now, on its court and club. */
export function bookingLinesOf(db: DbOrTx, orderIds: number[]) {
  return preparedOnce(db, "order_booking_lines", (name) => bookingLinesQuery(db, name)).execute({ orderIds });
}

export type BookingLineRow = Awaited<ReturnType<typeof bookingLinesOf>>[number];

const saleItemsQuery = (tx: Tx, name: string) =>
  tx
    .select({
      id: items.id,
      name: items.name,
      brand: items.brand,
      bulk: items.bulk,
      measurementUnit: items.measurementUnit,
      sellPrice: items.sellPrice,
    })
    .from(items)
    .where(and(eq(items.clubId, sql.placeholder("clubId")), anyOf(items.id, "ids"), isNull(items.deletedAt)))
    .prepare(name);

/** The club's items among these ids that exist for people, with what a sale line copies of them. */
export function saleItems(tx: Tx, clubId: number, ids: number[]) {
  return preparedInTransaction(tx, "sale_items", saleItemsQuery).execute({ clubId, ids });
}
