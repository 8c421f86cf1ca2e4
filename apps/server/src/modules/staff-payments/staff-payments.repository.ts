import { and, count, desc, eq, inArray, isNotNull, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { type PgColumn, type PgSelect, unionAll } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { paymentStatusAt } from "../../db/payment-status";
import {
  bookingPayments,
  bookings,
  cashRegisterRecords,
  cashRegisters,
  clubs,
  courts,
  orderBookings,
  orderPayments,
  orders,
  users,
} from "../../db/schema";
import { SALE_STATUS_OF, saleLineFields } from "./sale-line-fields.repository";

export type PaymentFilter = {
  clubId: number;
  // Days of the club's calendar, both included, over when the payment was made.
  startDate?: string;
  endDate?: string;
  method?: string;
  status?: string;
  // The instant the list is read at: an online attempt past the gateway's window is abandoned by then.
  now: Date;
};

// Two sources: the booking payments (online, or taken at reception) and the booking lines of charged
// sales (sale-line-fields.repository.ts).
const p = bookingPayments;
const ob = orderBookings;

// A local day starts where the club's clock first shows it; `at time zone` resolves that in PostgreSQL
// (the club's zone read once per statement), so the bounds are instants and the indexes on the club and
// the time answer the range.
function madeWithin(at: SQLWrapper, f: PaymentFilter): SQL | undefined {
  const zone = sql`(select ${clubs.timeZone} from ${clubs} where ${clubs.id} = ${f.clubId})`;
  return and(
    f.startDate === undefined
      ? undefined
      : sql`${at} >= (${f.startDate}::date::timestamp at time zone ${zone})`,
    f.endDate === undefined
      ? undefined
      : sql`${at} < ((${f.endDate}::date + 1)::timestamp at time zone ${zone})`,
  );
}

const bookingPaymentsFilter = (f: PaymentFilter) =>
  and(
    eq(p.clubId, f.clubId),
    madeWithin(p.createdAt, f),
    f.method === undefined ? undefined : eq(p.method, f.method),
    f.status === undefined ? undefined : sql`${paymentStatusAt(f.now)} = ${f.status}`,
  );

const saleLinesFilter = (f: PaymentFilter) =>
  and(
    eq(orders.clubId, f.clubId),
    eq(ob.clubId, f.clubId),
    isNotNull(orders.paidAt),
    madeWithin(orders.paidAt, f),
    // A split sale is listed under each method it used.
    f.method === undefined
      ? undefined
      : sql`exists (select 1 from ${orderPayments} where ${orderPayments.orderId} = ${orders.id}
          and ${orderPayments.method} = ${f.method})`,
    f.status === undefined ? undefined : eq(orders.status, SALE_STATUS_OF[f.status] ?? "none"),
  );

/**
 * The rows of one page, newest first: only their keys, so that each source is read in the order of its
 * index (booking payments by creation, sales by when they were charged) and stops at the page.
 */
function pageKeys(db: DbOrTx, f: PaymentFilter & { limit: number; offset: number }) {
  const payments = db
    .select({
      rowId: sql<number>`${p.id}`.as("row_id"),
      orderId: sql<number | null>`null::int`.as("order_id"),
      at: sql<string>`${p.createdAt}`.as("at"),
    })
    .from(p)
    .where(bookingPaymentsFilter(f));
  const saleLines = db
    .select({
      rowId: sql<number>`${ob.id}`.as("row_id"),
      orderId: sql<number | null>`${orders.id}`.as("order_id"),
      at: sql<string>`${orders.paidAt}`.as("at"),
    })
    .from(ob)
    .innerJoin(orders, eq(orders.id, ob.orderId))
    .where(saleLinesFilter(f));
  // A union sorts on its output columns only; the order id sets apart two rows of one instant and id.
  return unionAll(payments, saleLines)
    .orderBy(desc(sql`at`), desc(sql`row_id`), desc(sql`order_id`))
    .limit(f.limit)
    .offset(f.offset);
}

/** The booking's fields every row shows, and who paid. */
const bookingFields = {
  bookingId: bookings.id,
  slugToken: bookings.slugToken,
  startsAt: bookings.startsAt,
  walkInName: bookings.walkInName,
  courtName: courts.name,
  playerName: users.name,
  playerLastname: users.lastname,
  registerName: cashRegisters.name,
  timeZone: clubs.timeZone,
};

/** The joins bookingFields reads: the booking, its court and club, its player, the record's register. */
function withBookingFields<T extends PgSelect>(
  query: T,
  on: { booking: PgColumn; club: PgColumn; record: PgColumn },
) {
  return query
    .innerJoin(bookings, eq(bookings.id, on.booking))
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .innerJoin(clubs, eq(clubs.id, on.club))
    .leftJoin(users, eq(users.id, bookings.userId))
    .leftJoin(cashRegisterRecords, eq(cashRegisterRecords.id, on.record))
    .leftJoin(cashRegisters, eq(cashRegisters.id, cashRegisterRecords.cashRegisterId));
}

function bookingPaymentRows(db: DbOrTx, ids: number[], now: Date) {
  const rows = db
    .select({
      id: p.id,
      orderId: sql<number | null>`null::int`,
      channel: p.channel,
      method: p.method,
      percentage: p.percentage,
      amount: p.amount,
      status: paymentStatusAt(now),
      createdAt: p.createdAt,
      settledAt: p.settledAt,
      ...bookingFields,
    })
    .from(p)
    .$dynamic();
  return withBookingFields(rows, {
    booking: p.bookingId,
    club: p.clubId,
    record: p.cashRegisterRecordId,
  }).where(inArray(p.id, ids));
}

function saleLineRows(db: DbOrTx, ids: number[]) {
  const rows = db
    .select({
      id: ob.id,
      ...saleLineFields,
      createdAt: sql<Date>`${orders.paidAt}`.mapWith(orders.paidAt),
      settledAt: orders.paidAt,
      ...bookingFields,
    })
    .from(ob)
    .innerJoin(orders, eq(orders.id, ob.orderId))
    .$dynamic();
  const on = { booking: ob.bookingId, club: ob.clubId, record: orders.cashRegisterRecordId };
  return withBookingFields(rows, on).where(inArray(ob.id, ids));
}

/** A page of the club's booking payments and charged sale lines, newest first, with what they show. */
export async function listPayments(db: DbOrTx, f: PaymentFilter & { limit: number; offset: number }) {
  const keys = await pageKeys(db, f);
  const paymentIds = keys.filter((k) => k.orderId === null).map((k) => k.rowId);
  const lineIds = keys.filter((k) => k.orderId !== null).map((k) => k.rowId);
  const [payments, lines] = await Promise.all([
    paymentIds.length ? bookingPaymentRows(db, paymentIds, f.now) : [],
    lineIds.length ? saleLineRows(db, lineIds) : [],
  ]);
  const byKey = new Map([...payments, ...lines].map((row) => [`${row.orderId !== null}:${row.id}`, row]));
  return keys.flatMap((k) => byKey.get(`${k.orderId !== null}:${k.rowId}`) ?? []);
}

export type PaymentRow = Awaited<ReturnType<typeof listPayments>>[number];

export async function countPayments(db: DbOrTx, f: PaymentFilter) {
  const [payments, lines] = await Promise.all([
    db.select({ total: count() }).from(p).where(bookingPaymentsFilter(f)),
    db
      .select({ total: count() })
      .from(ob)
      .innerJoin(orders, eq(orders.id, ob.orderId))
      .where(saleLinesFilter(f)),
  ]);
  return (payments[0]?.total ?? 0) + (lines[0]?.total ?? 0);
}
