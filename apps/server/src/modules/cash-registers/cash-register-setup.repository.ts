import { and, eq, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { cashRegisterRecords, cashRegisters } from "../../db/schema";

export async function insertRegister(db: DbOrTx, clubId: number, name: string) {
  const [row] = await db.insert(cashRegisters).values({ clubId, name }).returning({ id: cashRegisters.id });
  if (!row) throw new Error("register not inserted");
  return row.id;
}

/** Another register of the club with this name, whatever its case ("caja 1" and "Caja 1" look the same). */
export async function registerNameTaken(db: DbOrTx, clubId: number, name: string, exceptId?: number) {
  const rows = await db
    .select({ id: cashRegisters.id })
    .from(cashRegisters)
    .where(
      and(
        eq(cashRegisters.clubId, clubId),
        sql`lower(${cashRegisters.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(cashRegisters.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Renames and (de)activates in one statement. Deactivating matches only a register with no open session,
 * so a register cannot be deactivated while someone holds it; null when no row matched.
 */
export async function updateRegister(
  db: DbOrTx,
  where: { clubId: number; registerId: number },
  changes: { name?: string; active?: boolean },
) {
  const noOpenSession = sql`not exists (select 1 from ${cashRegisterRecords} where ${cashRegisterRecords.cashRegisterId} = ${cashRegisters.id} and ${cashRegisterRecords.closedAt} is null)`;
  const [row] = await db
    .update(cashRegisters)
    .set({ name: changes.name, active: changes.active })
    .where(
      and(
        eq(cashRegisters.clubId, where.clubId),
        eq(cashRegisters.id, where.registerId),
        changes.active === false ? noOpenSession : undefined,
      ),
    )
    .returning({ id: cashRegisters.id });
  return row ?? null;
}
