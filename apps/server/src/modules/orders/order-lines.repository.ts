import { and, eq, getTableColumns, isNull, type SQLWrapper, sql } from "drizzle-orm";
import { anyOf } from "../../db/any-of";
import type { Tx } from "../../db/client";
import { type JsonFields, type JsonRow, jsonObject, jsonReader } from "../../db/json-rows";
import { preparedInTransaction } from "../../db/prepared";
import {
  bookings,
  clubs,
  courts,
  items,
  orderBookings,
  orderItems,
  orderPayments,
  uploads,
} from "../../db/schema";
import { bookingViewFields } from "../bookings/booking-rows.repository";

const itemLineFields = {
  line: getTableColumns(orderItems),
  // Left joined: an item may have no photo.
  imageKey: sql<string | null>`${uploads.key}`,
};
const bookingLineFields = { line: getTableColumns(orderBookings), booking: bookingViewFields };
const paymentFields = { method: orderPayments.method, amount: orderPayments.amount };

export type ItemLineRow = JsonRow<typeof itemLineFields>;
export type BookingLineRow = JsonRow<typeof bookingLineFields>;

const jsonArray = (fields: JsonFields, by: SQLWrapper) =>
  sql`coalesce(json_agg(${jsonObject(fields)} order by ${by}), '[]'::json)`;

/**
 * The lines and payments of the order `orderId` stands for in the statement around them (its
 * `orders.id`), each as a JSON array: an order's page reads its orders and their contents in one statement.
 * The item lines with the item's image key for the thumbnail; the booking lines with each booking as it is
 * now, on its court and club; the payments by method as stored. Each by id.
 */
export const orderContentJson = (orderId: SQLWrapper) => ({
  items: sql<unknown[]>`(select ${jsonArray(itemLineFields, orderItems.id)}
    from ${orderItems} join ${items} on ${items.id} = ${orderItems.itemId}
    left join ${uploads} on ${uploads.id} = ${items.imageId}
    where ${orderItems.orderId} = ${orderId})`,
  bookings: sql<unknown[]>`(select ${jsonArray(bookingLineFields, orderBookings.id)}
    from ${orderBookings} join ${bookings} on ${bookings.id} = ${orderBookings.bookingId}
    join ${courts} on ${courts.id} = ${bookings.courtId}
    join ${clubs} on ${clubs.id} = ${bookings.clubId}
    where ${orderBookings.orderId} = ${orderId})`,
  payments: sql<unknown[]>`(select ${jsonArray(paymentFields, orderPayments.id)}
    from ${orderPayments} where ${orderPayments.orderId} = ${orderId})`,
});

type ContentJson = { items: unknown[]; bookings: unknown[]; payments: unknown[] };
const rowsOf = <R>(read: (json: Record<string, unknown>) => R, json: unknown[]) =>
  json.map((row) => read(row as Record<string, unknown>));
const readItemLine = jsonReader(itemLineFields);
const readBookingLine = jsonReader(bookingLineFields);
const readPayment = jsonReader(paymentFields);

/** The lines and payments read from `orderContentJson`, as Drizzle reads their columns. */
export const readOrderContent = (json: ContentJson) => ({
  items: rowsOf(readItemLine, json.items),
  bookings: rowsOf(readBookingLine, json.bookings),
  payments: rowsOf(readPayment, json.payments),
});

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
