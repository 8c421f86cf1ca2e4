import type { RegisterBalances, RegisterTakings } from "@club/domain";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { bookingPayments, bookings, cashRegisterRecords, clubs, courts } from "../../db/schema";
import { recordCashMovementSums } from "./cash-movements.repository";
import { recordOnlineReservations, recordPosTakings } from "./record-orders.repository";

const p = bookingPayments;

/** Reception payments kept on the record: money at the counter lands in the operator's open record. */
const onRecord = (recordId: number) =>
  and(eq(p.cashRegisterRecordId, recordId), eq(p.channel, "reception"), eq(p.status, "paid"));

const byMethod = (method: string) =>
  sql<number>`coalesce(sum(${p.amount}) filter (where ${p.method} = ${method}), 0)::int`;

/** The booking payments taken at reception into the record, by method. */
async function receptionTakings(db: DbOrTx, recordId: number) {
  const [row] = await db
    .select({
      cash: byMethod("cash"),
      debit: byMethod("debit"),
      credit: byMethod("credit"),
      transfer: byMethod("transfer"),
    })
    .from(p)
    .where(onRecord(recordId));
  return {
    cash: row?.cash ?? 0,
    debit: row?.debit ?? 0,
    credit: row?.credit ?? 0,
    transfer: row?.transfer ?? 0,
  };
}

/**
 * What the record took so far, by balance (see RegisterTakings), read only through the rows that name this
 * record: reception payments, point-of-sale orders and their refunds, cash movements. Only `reservation`
 * is read by the session's period, up to `now` (the app's clock) while open, as the club's online payments
 * name no record. The statements run one after another, so inside the closing each sees every row
 * committed before the closing took its lock.
 */
export async function recordTakings(db: DbOrTx, recordId: number, now: Date): Promise<RegisterTakings> {
  const reception = await receptionTakings(db, recordId);
  const pos = await recordPosTakings(db, recordId);
  const reservation = await recordOnlineReservations(db, recordId, now);
  const movements = await recordCashMovementSums(db, recordId);
  return {
    debit: pos.debit + reception.debit,
    transfer: pos.transfer + reception.transfer,
    credit: pos.credit + reception.credit,
    cash: pos.cash,
    cashBackend: reception.cash,
    reservation,
    ...movements,
  };
}

/**
 * The operator's open record on the register, locked until the closing commits. A payment holds the same
 * row with FOR SHARE while it takes money into it, so this waits for payments under way to commit, and
 * the payments that come after wait for the closing and then find the record closed.
 */
export async function lockOpenRecordToClose(db: DbOrTx, q: { registerId: number; userId: number }) {
  const r = cashRegisterRecords;
  const [row] = await db
    .select({ id: r.id, openAmount: r.openAmount })
    .from(r)
    .where(and(eq(r.cashRegisterId, q.registerId), isNull(r.closedAt), eq(r.userId, q.userId)))
    .for("update");
  return row ?? null;
}

/** Stores the closing, at `closedAt`, and its balances for good. */
export async function storeClosing(
  db: DbOrTx,
  recordId: number,
  values: { closedAt: Date; closeAmount: number; balances: RegisterBalances },
) {
  const b = values.balances;
  await db
    .update(cashRegisterRecords)
    .set({
      closedAt: values.closedAt,
      closeAmount: values.closeAmount,
      debitBalance: b.debit,
      transferBalance: b.transfer,
      creditBalance: b.credit,
      cashBalance: b.cash,
      cashBackendBalance: b.cashBackend,
      reservationBalance: b.reservation,
      totalBalance: b.total,
      cashBalanceDiff: b.cashDiff ?? 0,
    })
    .where(eq(cashRegisterRecords.id, recordId));
}

/** The booking payments taken into the record, oldest first, with their booking on the club's clock. */
export async function listRecordPayments(db: DbOrTx, recordId: number) {
  return db
    .select({
      id: p.id,
      method: p.method,
      percentage: p.percentage,
      amount: p.amount,
      createdAt: p.createdAt,
      bookingId: bookings.id,
      startsAt: bookings.startsAt,
      courtName: courts.name,
      timeZone: clubs.timeZone,
    })
    .from(p)
    .innerJoin(bookings, eq(bookings.id, p.bookingId))
    .innerJoin(courts, eq(courts.id, bookings.courtId))
    .innerJoin(clubs, eq(clubs.id, p.clubId))
    .where(onRecord(recordId))
    .orderBy(asc(p.createdAt), asc(p.id));
}

export type RecordPaymentRow = Awaited<ReturnType<typeof listRecordPayments>>[number];
