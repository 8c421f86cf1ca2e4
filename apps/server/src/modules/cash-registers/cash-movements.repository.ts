import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { cashMovements, cashRegisterRecords, clubs, users } from "../../db/schema";

const m = cashMovements;
const r = cashRegisterRecords;

/**
 * The operator's open record on the register, locked until the caller's transaction ends, like a payment
 * at reception holds it: the closing (FOR UPDATE) waits for a movement under way, and a movement after the
 * closing finds no open record. A cash out takes the lock FOR UPDATE instead, so cash outs, sales and the
 * closing on one record run one after another and each cash out checks the drawer with every earlier
 * movement and sale counted.
 */
export async function lockOperatorRecordOnRegister(
  tx: DbOrTx,
  q: { registerId: number; userId: number; mode: "share" | "update" },
) {
  const [row] = await tx
    .select({ id: r.id, openAmount: r.openAmount })
    .from(r)
    .where(and(eq(r.cashRegisterId, q.registerId), eq(r.userId, q.userId), isNull(r.closedAt)))
    .for(q.mode);
  return row ?? null;
}

export async function insertCashMovement(
  tx: DbOrTx,
  values: {
    clubId: number;
    recordId: number;
    userId: number;
    type: "in" | "out";
    amount: number;
    reason: string;
  },
) {
  const [row] = await tx
    .insert(m)
    .values({
      clubId: values.clubId,
      cashRegisterRecordId: values.recordId,
      userId: values.userId,
      type: values.type,
      amount: values.amount,
      reason: values.reason,
    })
    .returning({ id: m.id });
  if (!row) throw new Error("cash movement not inserted");
  return row.id;
}

const byType = (type: "in" | "out") =>
  sql<number>`coalesce(sum(${m.amount}) filter (where ${m.type} = ${type}), 0)::int`;

/** The cash put into and taken out of the record's drawer. */
export async function recordCashMovementSums(db: DbOrTx, recordId: number) {
  const [row] = await db
    .select({ cashIn: byType("in"), cashOut: byType("out") })
    .from(m)
    .where(eq(m.cashRegisterRecordId, recordId));
  return { cashIn: row?.cashIn ?? 0, cashOut: row?.cashOut ?? 0 };
}

function movementsQuery(db: DbOrTx) {
  return db
    .select({
      id: m.id,
      type: m.type,
      amount: m.amount,
      reason: m.reason,
      createdAt: m.createdAt,
      userId: users.id,
      userName: users.name,
      userLastname: users.lastname,
      timeZone: clubs.timeZone,
    })
    .from(m)
    .innerJoin(users, eq(users.id, m.userId))
    .innerJoin(clubs, eq(clubs.id, m.clubId))
    .$dynamic();
}

/** The record's cash movements, oldest first. */
export function listRecordCashMovements(db: DbOrTx, recordId: number) {
  return movementsQuery(db).where(eq(m.cashRegisterRecordId, recordId)).orderBy(asc(m.createdAt), asc(m.id));
}

export async function findCashMovement(db: DbOrTx, id: number) {
  const [row] = await movementsQuery(db).where(eq(m.id, id));
  return row ?? null;
}

export type CashMovementRow = Awaited<ReturnType<typeof listRecordCashMovements>>[number];
