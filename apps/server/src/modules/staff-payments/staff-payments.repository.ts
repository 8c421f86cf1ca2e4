import { and, count, desc, eq, isNotNull, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
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
import { SALE_STATUS_OF, saleLineStatus, saleMethodOf } from "./sale-line-fields";

export type PaymentFilter = {
  clubId: number;
  // Days of the club's calendar, both included, over when the payment was made.
  startDate?: string;
  endDate?: string;
  method?: string;
  status?: string;
};

// Two sources: the booking payments (online, or taken at reception) and the booking lines of charged
// sales (sale-line-fields.ts).
const p = bookingPayments;
const ob = orderBookings;

// A local day starts where the club's clock first shows it; `at time zone` resolves that in PostgreSQL,
// so the bounds are instants and the indexes on the club and the time answer the range.
const clubZone = (clubId: SQLWrapper) =>
  sql`(select ${clubs.timeZone} from ${clubs} where ${clubs.id} = ${clubId})`;

function madeWithin(at: SQLWrapper, clubId: SQLWrapper, f: PaymentFilter): SQL | undefined {
  return and(
    f.startDate === undefined
      ? undefined
      : sql`${at} >= (${f.startDate}::date::timestamp at time zone ${clubZone(clubId)})`,
    f.endDate === undefined
      ? undefined
      : sql`${at} < ((${f.endDate}::date + 1)::timestamp at time zone ${clubZone(clubId)})`,
  );
}

const bookingPaymentsFilter = (f: PaymentFilter) =>
  and(
    eq(p.clubId, f.clubId),
    madeWithin(p.createdAt, p.clubId, f),
    f.method === undefined ? undefined : eq(p.method, f.method),
    f.status === undefined ? undefined : eq(p.status, f.status),
  );

const saleLinesFilter = (f: PaymentFilter) =>
  and(
    eq(ob.clubId, f.clubId),
    isNotNull(orders.paidAt),
    madeWithin(orders.paidAt, ob.clubId, f),
    // A split sale is listed under each method it used.
    f.method === undefined
      ? undefined
      : sql`exists (select 1 from ${orderPayments} where ${orderPayments.orderId} = ${orders.id}
          and ${orderPayments.method} = ${f.method})`,
    f.status === undefined ? undefined : eq(orders.status, SALE_STATUS_OF[f.status] ?? "none"),
  );

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

function bookingPaymentRows(db: DbOrTx, f: PaymentFilter) {
  return db
    .select({
      id: sql<number>`${p.id}`.as("row_id"),
      orderId: sql<number | null>`null::int`.as("order_id"),
      channel: p.channel,
      method: p.method,
      percentage: p.percentage,
      amount: p.amount,
      status: p.status,
      createdAt: p.createdAt,
      settledAt: p.settledAt,
      ...bookingFields,
    })
    .from(p)
    .innerJoin(bookings, eq(bookings.id, p.bookingId))
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .innerJoin(clubs, eq(clubs.id, p.clubId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .leftJoin(cashRegisterRecords, eq(cashRegisterRecords.id, p.cashRegisterRecordId))
    .leftJoin(cashRegisters, eq(cashRegisters.id, cashRegisterRecords.cashRegisterId))
    .where(bookingPaymentsFilter(f));
}

function saleLineRows(db: DbOrTx, f: PaymentFilter) {
  return db
    .select({
      id: sql<number>`${ob.id}`.as("row_id"),
      orderId: sql<number | null>`${orders.id}`.as("order_id"),
      channel: sql<string>`'sale'`.as("channel"),
      method: saleMethodOf(orders.id).as("method"),
      percentage: ob.percentage,
      amount: ob.amount,
      status: saleLineStatus.as("status"),
      createdAt: sql<Date>`${orders.paidAt}`.as("created_at"),
      settledAt: sql<Date | null>`${orders.paidAt}`.as("settled_at"),
      ...bookingFields,
    })
    .from(ob)
    .innerJoin(orders, eq(orders.id, ob.orderId))
    .innerJoin(bookings, eq(bookings.id, ob.bookingId))
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .innerJoin(clubs, eq(clubs.id, ob.clubId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .leftJoin(cashRegisterRecords, eq(cashRegisterRecords.id, orders.cashRegisterRecordId))
    .leftJoin(cashRegisters, eq(cashRegisters.id, cashRegisterRecords.cashRegisterId))
    .where(saleLinesFilter(f));
}

/** A page of the club's booking payments and charged sale lines, newest first. */
export async function listPayments(db: DbOrTx, f: PaymentFilter & { limit: number; offset: number }) {
  return (
    unionAll(bookingPaymentRows(db, f), saleLineRows(db, f))
      // A union sorts on its output columns only; the order id sets apart two rows of one instant and id.
      .orderBy(desc(sql`created_at`), desc(sql`row_id`), desc(sql`order_id`))
      .limit(f.limit)
      .offset(f.offset)
  );
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
