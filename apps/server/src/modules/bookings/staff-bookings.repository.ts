import { and, asc, eq, gte, isNotNull, isNull, lt, type SQLWrapper, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client";
import { holdsSlot } from "../../db/holds-slot";
import { paymentStatusAt } from "../../db/payment-status";
import { bookingPayments, bookings, clubs, courts, orderBookings, orders, users } from "../../db/schema";
import { saleLineFields } from "../staff-payments/sale-line-fields.repository";
import { bookingViewFields } from "./booking-rows.repository";

/**
 * What was taken for a booking: its paid payments (online and at reception) and its lines in paid sales
 * of the point of sale (a cancelled sale gave its money back). Every way of paying sees the others.
 */
const paidAmountOf = (
  bookingId: SQLWrapper,
) => sql<number>`((select coalesce(sum(${bookingPayments.amount}), 0)
    from ${bookingPayments} where ${bookingPayments.bookingId} = ${bookingId} and ${bookingPayments.status} = 'paid')
  + (select coalesce(sum(${orderBookings.amount}), 0) from ${orderBookings}
    inner join ${orders} on ${orders.id} = ${orderBookings.orderId}
    where ${orderBookings.bookingId} = ${bookingId} and ${orders.status} = 'paid'))::int`;

function staffBookingRows(db: DbOrTx) {
  return db
    .select({
      ...bookingViewFields,
      bookingType: bookings.bookingType,
      channel: bookings.channel,
      walkInName: bookings.walkInName,
      walkInPhone: bookings.walkInPhone,
      priceReason: bookings.priceReason,
      seriesId: bookings.seriesId,
      cancelledBy: bookings.cancelledBy,
      cancelReason: bookings.cancelReason,
      userName: users.name,
      userLastname: users.lastname,
      userPhone: users.phone,
      userEmail: users.email,
      paidAmount: paidAmountOf(bookings.id),
    })
    .from(bookings)
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .innerJoin(clubs, eq(clubs.id, bookings.clubId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .$dynamic();
}

export type StaffBookingRow = Awaited<ReturnType<typeof staffBookingRows>>[number];

/** The club's bookings that start in [from, to) and hold their slot at `now`, by start and court. */
export async function listDayBookings(db: DbOrTx, q: { clubId: number; from: Date; to: Date; now: Date }) {
  return staffBookingRows(db)
    .where(
      and(
        eq(bookings.clubId, q.clubId),
        gte(bookings.startsAt, q.from),
        lt(bookings.startsAt, q.to),
        holdsSlot(q.now),
      ),
    )
    .orderBy(asc(bookings.startsAt), asc(courts.position), asc(bookings.id));
}

/** A booking of the club by id, cancelled ones too; null for another club's or a missing one. */
export async function findClubBooking(db: DbOrTx, q: { clubId: number; id: number }) {
  const [row] = await staffBookingRows(db)
    .where(and(eq(bookings.id, q.id), eq(bookings.clubId, q.clubId)))
    .limit(1);
  return row ?? null;
}

/**
 * The booking's row, locked until the transaction ends: payments and changes of one booking run one
 * after another, so two payments at once cannot both see it unpaid.
 */
export async function lockClubBooking(db: DbOrTx, q: { clubId: number; id: number }) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, q.id), eq(bookings.clubId, q.clubId)))
    .for("update");
  return row ?? null;
}

export async function sumPaid(db: DbOrTx, bookingId: number): Promise<number> {
  const result = await db.execute(sql`select ${paidAmountOf(sql`${bookingId}::int`)} as paid`);
  const [row] = (result as unknown as { rows: { paid: number }[] }).rows;
  return Number(row?.paid ?? 0);
}

/**
 * The booking's payments, online and at reception, and its lines in charged sales, oldest first; each
 * payment's status as of `now` (an online attempt past the gateway's window reads abandoned).
 */
export async function listBookingPayments(db: DbOrTx, bookingId: number, now: Date) {
  const p = bookingPayments;
  const payments = db
    .select({
      id: sql<number>`${p.id}`.as("row_id"),
      orderId: sql<number | null>`null::int`.as("order_id"),
      channel: p.channel,
      method: p.method,
      percentage: p.percentage,
      amount: p.amount,
      status: paymentStatusAt(now),
      cashRegisterRecordId: p.cashRegisterRecordId,
      createdBy: p.createdBy,
      createdAt: p.createdAt,
    })
    .from(p)
    .where(eq(p.bookingId, bookingId));
  const saleLines = db
    .select({
      id: sql<number>`${orderBookings.id}`.as("row_id"),
      ...saleLineFields,
      cashRegisterRecordId: orders.cashRegisterRecordId,
      createdBy: orders.paidBy,
      createdAt: sql<Date>`${orders.paidAt}`.as("created_at"),
    })
    .from(orderBookings)
    .innerJoin(orders, eq(orders.id, orderBookings.orderId))
    .where(and(eq(orderBookings.bookingId, bookingId), isNotNull(orders.paidAt)));
  return unionAll(payments, saleLines).orderBy(asc(sql`created_at`), asc(sql`row_id`), asc(sql`order_id`));
}

export type BookingPaymentRow = Awaited<ReturnType<typeof listBookingPayments>>[number];

export async function insertBookingPayment(db: DbOrTx, values: typeof bookingPayments.$inferInsert) {
  const [row] = await db.insert(bookingPayments).values(values).returning({ id: bookingPayments.id });
  if (!row) throw new Error("payment not stored");
  return row;
}

/** A booking as stored, and the columns a change of it may set. */
export type StoredBooking = typeof bookings.$inferSelect;
export type BookingChanges = Partial<typeof bookings.$inferInsert>;

/** Fails with the exclusion violation `bookings_no_overlap` when a move lands on a taken slot. */
export async function updateClubBooking(
  db: DbOrTx,
  q: { clubId: number; id: number },
  values: BookingChanges,
) {
  await db
    .update(bookings)
    .set(values)
    .where(and(eq(bookings.id, q.id), eq(bookings.clubId, q.clubId)));
}

/** Cancels a live booking of the club; null when it is not live (cancelled already, or not the club's). */
export async function cancelClubBooking(
  db: DbOrTx,
  q: { clubId: number; id: number; by: number; reason: string; now: Date },
) {
  const [row] = await db
    .update(bookings)
    .set({ cancelledAt: q.now, cancelledBy: q.by, cancelReason: q.reason, updatedAt: q.now })
    .where(and(eq(bookings.id, q.id), eq(bookings.clubId, q.clubId), isNull(bookings.cancelledAt)))
    .returning({ id: bookings.id });
  return row ?? null;
}
