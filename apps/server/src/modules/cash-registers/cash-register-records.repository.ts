import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { cashRegisterRecords, cashRegisters, clubs, users } from "../../db/schema";

export type RecordsFilter = {
  clubId: number;
  userId?: number;
  status?: "open" | "closed";
  // Days of the club's calendar, both included, over when the session was opened.
  startDate?: string;
  endDate?: string;
};

const r = cashRegisterRecords;

// A local day starts where the club's clock first shows it; `at time zone` resolves that in PostgreSQL.
const clubZone = sql`(select ${clubs.timeZone} from ${clubs} where ${clubs.id} = ${r.clubId})`;

function recordsFilter(f: RecordsFilter): SQL | undefined {
  return and(
    eq(r.clubId, f.clubId),
    f.userId === undefined ? undefined : eq(r.userId, f.userId),
    f.status === undefined ? undefined : f.status === "open" ? isNull(r.closedAt) : isNotNull(r.closedAt),
    f.startDate === undefined
      ? undefined
      : sql`${r.openedAt} >= (${f.startDate}::date::timestamp at time zone ${clubZone})`,
    f.endDate === undefined
      ? undefined
      : sql`${r.openedAt} < ((${f.endDate}::date + 1)::timestamp at time zone ${clubZone})`,
  );
}

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

/** A page of the club's register sessions (optionally one operator's, open or closed ones), newest first. */
export async function listRecords(db: DbOrTx, opts: RecordsFilter & { limit: number; offset: number }) {
  return recordsQuery(db)
    .where(recordsFilter(opts))
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

export async function countRecords(db: DbOrTx, opts: RecordsFilter) {
  const [row] = await db.select({ total: count() }).from(cashRegisterRecords).where(recordsFilter(opts));
  return row?.total ?? 0;
}
