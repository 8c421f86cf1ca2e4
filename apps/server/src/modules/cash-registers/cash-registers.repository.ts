import { and, desc, eq, isNull, or, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../db/client";
import { literalLimit } from "../../db/literal-limit";
import { preparedInTransaction } from "../../db/prepared";
import { cashRegisterRecords, cashRegisters, clubMemberships, clubs, users } from "../../db/schema";

export type CashRegisterRow = {
  id: number;
  name: string;
  active: boolean;
  timeZone: string;
  latest: {
    userId: number;
    name: string;
    lastname: string;
    openedAt: Date;
    closedAt: Date | null;
  } | null;
};

function registersWithLatestRecord(db: DbOrTx) {
  // The partial unique index keeps at most one open record per register, and a new one can only be
  // inserted once the previous one is closed, so the newest record tells the register's state.
  // Only the newest record inside the lateral (an index scan that stops at one row); the operator's
  // name is joined outside it, so the join never runs over the register's whole history.
  const latest = db
    .select({
      userId: cashRegisterRecords.userId,
      openedAt: cashRegisterRecords.openedAt,
      closedAt: cashRegisterRecords.closedAt,
    })
    .from(cashRegisterRecords)
    .where(eq(cashRegisterRecords.cashRegisterId, cashRegisters.id))
    .orderBy(desc(cashRegisterRecords.openedAt), desc(cashRegisterRecords.id))
    .limit(literalLimit(1))
    .as("latest");
  return db
    .select({
      id: cashRegisters.id,
      name: cashRegisters.name,
      active: cashRegisters.active,
      timeZone: clubs.timeZone,
      userId: latest.userId,
      openedAt: latest.openedAt,
      closedAt: latest.closedAt,
      operatorName: users.name,
      operatorLastname: users.lastname,
    })
    .from(cashRegisters)
    .innerJoin(clubs, eq(clubs.id, cashRegisters.clubId))
    .leftJoinLateral(latest, sql`true`)
    .leftJoin(users, eq(users.id, latest.userId))
    .$dynamic();
}

type JoinedRow = Awaited<ReturnType<typeof registersWithLatestRecord>>[number];

export function toCashRegisterRow(r: JoinedRow): CashRegisterRow {
  const used = r.userId !== null && r.openedAt !== null;
  return {
    id: r.id,
    name: r.name,
    active: r.active,
    timeZone: r.timeZone,
    latest: used
      ? {
          userId: r.userId as number,
          name: r.operatorName ?? "",
          lastname: r.operatorLastname ?? "",
          openedAt: r.openedAt as Date,
          closedAt: r.closedAt,
        }
      : null,
  };
}

/**
 * The registers the picker offers, as a subquery for a caller that reads them within a larger statement
 * (the global state); each of its rows becomes a CashRegisterRow through toCashRegisterRow. A deactivated
 * register leaves the picker, unless it is open: deactivating refuses an open register, but one opened in
 * the same instant as it was deactivated must still be closable.
 */
export function pickerRegistersSubquery(db: DbOrTx, clubId: SQLWrapper | number) {
  return registersWithLatestRecord(db)
    .where(
      and(
        eq(cashRegisters.clubId, clubId),
        or(
          eq(cashRegisters.active, true),
          sql`exists (select 1 from ${cashRegisterRecords} where ${cashRegisterRecords.cashRegisterId} = ${cashRegisters.id} and ${cashRegisterRecords.closedAt} is null)`,
        ),
      ),
    )
    .as("registers");
}

/** The club's registers, by name, each with the state its latest record gives it. */
export async function listClubRegisters(db: DbOrTx, clubId: number): Promise<CashRegisterRow[]> {
  const rows = await registersWithLatestRecord(db)
    .where(eq(cashRegisters.clubId, clubId))
    .orderBy(cashRegisters.name, cashRegisters.id);
  return rows.map(toCashRegisterRow);
}

export async function findClubRegister(
  db: DbOrTx,
  clubId: number,
  registerId: number,
): Promise<CashRegisterRow | null> {
  const rows = await registersWithLatestRecord(db)
    .where(and(eq(cashRegisters.clubId, clubId), eq(cashRegisters.id, registerId)))
    .limit(1);
  return rows[0] ? toCashRegisterRow(rows[0]) : null;
}

/**
 * The register the operator holds open, wherever it is (the database allows one per operator), with the
 * open record (session) that money taken at the counter lands in.
 */
export async function findOpenRegisterOfOperator(db: DbOrTx, userId: number) {
  const rows = await openRegisterOfOperator(db, userId);
  return rows[0] ?? null;
}

function openRegisterOfOperator(db: DbOrTx, userId: number | SQLWrapper) {
  return db
    .select({
      id: cashRegisters.id,
      name: cashRegisters.name,
      clubId: cashRegisters.clubId,
      recordId: cashRegisterRecords.id,
      openAmount: cashRegisterRecords.openAmount,
    })
    .from(cashRegisterRecords)
    .innerJoin(cashRegisters, eq(cashRegisters.id, cashRegisterRecords.cashRegisterId))
    .where(and(eq(cashRegisterRecords.userId, userId), isNull(cashRegisterRecords.closedAt)))
    .limit(literalLimit(1));
}

const lockOpenRegisterQuery = (mode: "share" | "update") => (tx: Tx, name: string) =>
  openRegisterOfOperator(tx, sql.placeholder("userId")).for(mode, { of: cashRegisterRecords }).prepare(name);

/**
 * The operator's open record, held open until the caller's transaction ends: money taken into it cannot
 * land on a record that a closing running at the same moment has already totalled. The closing's update
 * waits for this lock; a closing that got there first leaves no open record to find.
 */
export async function lockOpenRegisterOfOperator(
  tx: Tx,
  userId: number,
  /** `update` when cash leaves the drawer: the check of what it holds must not race another withdrawal. */
  mode: "share" | "update" = "share",
) {
  const query = preparedInTransaction(tx, `lock_open_register_${mode}`, lockOpenRegisterQuery(mode));
  const rows = await query.execute({ userId });
  return rows[0] ?? null;
}

/**
 * The operator's open record and its register's club, locked as lockOpenRegisterOfOperator locks it: a
 * subquery for a statement that lands money in that record, so that the lock and the write are one
 * round trip.
 */
export const lockedOpenRecordOf = (tx: Tx, userId: SQLWrapper) =>
  tx
    .select({ recordId: cashRegisterRecords.id, clubId: cashRegisters.clubId })
    .from(cashRegisterRecords)
    .innerJoin(cashRegisters, eq(cashRegisters.id, cashRegisterRecords.cashRegisterId))
    .where(and(eq(cashRegisterRecords.userId, userId), isNull(cashRegisterRecords.closedAt)))
    .limit(literalLimit(1))
    .for("share", { of: cashRegisterRecords })
    .as("open_record");

/** Fails with a unique violation when the register or the operator already has an open record. */
export async function insertOpenRecord(
  db: DbOrTx,
  values: { clubId: number; registerId: number; userId: number; openAmount: number; openedAt: Date },
) {
  const [row] = await db
    .insert(cashRegisterRecords)
    .values({
      clubId: values.clubId,
      cashRegisterId: values.registerId,
      userId: values.userId,
      openAmount: values.openAmount,
      openedAt: values.openedAt,
    })
    .returning({ id: cashRegisterRecords.id });
  return row;
}

/** A user whose history the club may read: a member now, or someone who operated its registers. */
export async function isClubMemberOrOperator(db: DbOrTx, clubId: number, userId: number) {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        or(
          sql`exists (select 1 from ${clubMemberships} where ${clubMemberships.clubId} = ${clubId} and ${clubMemberships.userId} = ${users.id})`,
          sql`exists (select 1 from ${cashRegisterRecords} where ${cashRegisterRecords.clubId} = ${clubId} and ${cashRegisterRecords.userId} = ${users.id})`,
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
