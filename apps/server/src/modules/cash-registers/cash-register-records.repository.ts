import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { cashRegisterRecords, cashRegisters, clubs, users } from "../../db/schema";

function recordsFilter(clubId: number, userId?: number): SQL | undefined {
  const inClub = eq(cashRegisterRecords.clubId, clubId);
  return userId === undefined ? inClub : and(inClub, eq(cashRegisterRecords.userId, userId));
}

const r = cashRegisterRecords;

function recordsQuery(db: DbOrTx) {
  return db
    .select({
      id: r.id,
      openAmount: r.openAmount,
      closeAmount: r.closeAmount,
      openedAt: r.openedAt,
      closedAt: r.closedAt,
      debitBalance: r.debitBalance,
      transferBalance: r.transferBalance,
      creditBalance: r.creditBalance,
      cashBalance: r.cashBalance,
      cashBackendBalance: r.cashBackendBalance,
      reservationBalance: r.reservationBalance,
      totalBalance: r.totalBalance,
      cashBalanceDiff: r.cashBalanceDiff,
      userId: r.userId,
      userName: users.name,
      userLastname: users.lastname,
      registerId: cashRegisters.id,
      registerName: cashRegisters.name,
      timeZone: clubs.timeZone,
    })
    .from(r)
    .innerJoin(users, eq(users.id, r.userId))
    .innerJoin(cashRegisters, eq(cashRegisters.id, r.cashRegisterId))
    .innerJoin(clubs, eq(clubs.id, r.clubId))
    .$dynamic();
}

/** A page of the club's register sessions (optionally one operator's), newest first. */
export async function listRecords(
  db: DbOrTx,
  opts: { clubId: number; userId?: number; limit: number; offset: number },
) {
  return recordsQuery(db)
    .where(recordsFilter(opts.clubId, opts.userId))
    .orderBy(desc(r.openedAt), desc(r.id))
    .limit(opts.limit)
    .offset(opts.offset);
}

export type RecordRow = Awaited<ReturnType<typeof listRecords>>[number];

/** One session of the club; another club's is not found, like a missing one. */
export async function findRecord(db: DbOrTx, q: { clubId: number; id: number }) {
  const [row] = await recordsQuery(db).where(and(eq(r.clubId, q.clubId), eq(r.id, q.id)));
  return row ?? null;
}

export async function countRecords(db: DbOrTx, opts: { clubId: number; userId?: number }) {
  const [row] = await db
    .select({ total: count() })
    .from(cashRegisterRecords)
    .where(recordsFilter(opts.clubId, opts.userId));
  return row?.total ?? 0;
}
