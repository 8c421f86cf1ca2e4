import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import {
  bookingPayments,
  bookings,
  cashRegisterRecords,
  cashRegisters,
  clubs,
  courts,
  users,
} from "../../db/schema";

export type PaymentFilter = {
  clubId: number;
  // Days of the club's calendar, both included, over when the payment was created.
  startDate?: string;
  endDate?: string;
  method?: string;
  status?: string;
};

const p = bookingPayments;

// A local day starts where the club's clock first shows it; `at time zone` resolves that in PostgreSQL,
// so the bounds are instants and the (club_id, created_at, id) index answers the range.
const clubZone = sql`(select ${clubs.timeZone} from ${clubs} where ${clubs.id} = ${p.clubId})`;

function paymentsFilter(f: PaymentFilter): SQL | undefined {
  return and(
    eq(p.clubId, f.clubId),
    f.startDate === undefined
      ? undefined
      : sql`${p.createdAt} >= (${f.startDate}::date::timestamp at time zone ${clubZone})`,
    f.endDate === undefined
      ? undefined
      : sql`${p.createdAt} < ((${f.endDate}::date + 1)::timestamp at time zone ${clubZone})`,
    f.method === undefined ? undefined : eq(p.method, f.method),
    f.status === undefined ? undefined : eq(p.status, f.status),
  );
}

/** A page of the club's booking payments, newest first, with their booking, payer and register. */
export async function listPayments(db: DbOrTx, f: PaymentFilter & { limit: number; offset: number }) {
  return db
    .select({
      id: p.id,
      channel: p.channel,
      method: p.method,
      percentage: p.percentage,
      amount: p.amount,
      status: p.status,
      createdAt: p.createdAt,
      settledAt: p.settledAt,
      bookingId: bookings.id,
      slugToken: bookings.slugToken,
      startsAt: bookings.startsAt,
      walkInName: bookings.walkInName,
      courtName: courts.name,
      playerName: users.name,
      playerLastname: users.lastname,
      registerName: cashRegisters.name,
      timeZone: clubs.timeZone,
    })
    .from(p)
    .innerJoin(bookings, eq(bookings.id, p.bookingId))
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .innerJoin(clubs, eq(clubs.id, p.clubId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .leftJoin(cashRegisterRecords, eq(cashRegisterRecords.id, p.cashRegisterRecordId))
    .leftJoin(cashRegisters, eq(cashRegisters.id, cashRegisterRecords.cashRegisterId))
    .where(paymentsFilter(f))
    .orderBy(desc(p.createdAt), desc(p.id))
    .limit(f.limit)
    .offset(f.offset);
}

export type PaymentRow = Awaited<ReturnType<typeof listPayments>>[number];

export async function countPayments(db: DbOrTx, f: PaymentFilter) {
  const [row] = await db.select({ total: count() }).from(p).where(paymentsFilter(f));
  return row?.total ?? 0;
}
