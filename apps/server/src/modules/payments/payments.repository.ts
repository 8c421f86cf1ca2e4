import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { bookingPayments, bookings, clubs } from "../../db/schema";

/**
 * A booking with what its club asks to pay online, the booking's row locked until the transaction
 * ends: payments of one booking, online or at reception, run one after another.
 */
export async function lockBookingForPayment(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: bookings.id,
      clubId: bookings.clubId,
      price: bookings.price,
      status: bookings.status,
      paymentPercentage: bookings.paymentPercentage,
      startsAt: bookings.startsAt,
      holdUntil: bookings.holdUntil,
      cancelledAt: bookings.cancelledAt,
      clubPercentage: clubs.onlinePaymentPercentage,
      clubHoldMinutes: clubs.bookingHoldMinutes,
    })
    .from(bookings)
    .innerJoin(clubs, eq(clubs.id, bookings.clubId))
    .where(eq(bookings.id, id))
    .for("update", { of: bookings });
  return row ?? null;
}

export type PayableBooking = NonNullable<Awaited<ReturnType<typeof lockBookingForPayment>>>;

/** An online payment by the gateway's token, locked: returns of one payment run one after another. */
export async function lockPaymentByToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select()
    .from(bookingPayments)
    .where(and(eq(bookingPayments.gatewayToken, token), eq(bookingPayments.channel, "online")))
    .for("update");
  return row ?? null;
}

export async function lockPaymentById(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(bookingPayments)
    .where(and(eq(bookingPayments.id, id), eq(bookingPayments.channel, "online")))
    .for("update");
  return row ?? null;
}

export type OnlinePaymentRow = NonNullable<Awaited<ReturnType<typeof lockPaymentById>>>;

export async function updatePayment(
  db: DbOrTx,
  id: number,
  values: Partial<
    Pick<
      typeof bookingPayments.$inferInsert,
      "gatewayToken" | "status" | "authorizationCode" | "settledAt" | "refundedAt"
    >
  >,
) {
  await db.update(bookingPayments).set(values).where(eq(bookingPayments.id, id));
}

export async function clubOnlinePercentage(db: DbOrTx, clubId: number): Promise<number> {
  const [row] = await db
    .select({ percentage: clubs.onlinePaymentPercentage })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  return row?.percentage ?? 0;
}

/** Whether any payment, of any outcome, was ever started or taken for the booking. */
export async function hasPayments(db: DbOrTx, bookingId: number): Promise<boolean> {
  const rows = await db
    .select({ id: bookingPayments.id })
    .from(bookingPayments)
    .where(eq(bookingPayments.bookingId, bookingId))
    .limit(1);
  return rows.length > 0;
}

/** The random part of a booking's public identifier. */
export async function bookingSlugToken(db: DbOrTx, id: number): Promise<string> {
  const [row] = await db.select({ token: bookings.slugToken }).from(bookings).where(eq(bookings.id, id));
  if (!row) throw new Error("a payment's booking is gone");
  return row.token;
}
