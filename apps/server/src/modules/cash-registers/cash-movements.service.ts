import { clubDateTimeParts, type DateTimeParts, expectedDrawerCash, formatClp } from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { badRequest, conflict, notFound } from "../../http/app-error";
import {
  type CashMovementRow,
  findCashMovement,
  insertCashMovement,
  lockOperatorRecordOnRegister,
} from "./cash-movements.repository";
import { findClubRegister } from "./cash-registers.repository";
import { recordTakings } from "./record-takings.repository";

export type CashMovementView = {
  id: number;
  type: "in" | "out";
  amount: number;
  reason: string;
  at: DateTimeParts;
  user: { id: number; name: string; lastname: string };
};

export const NO_OPEN_RECORD_MESSAGE = "No tienes esta caja abierta: ábrela para ingresar o retirar efectivo.";

export function toCashMovementView(row: CashMovementRow): CashMovementView {
  return {
    id: row.id,
    // The table's check constraint allows only these two.
    type: row.type as CashMovementView["type"],
    amount: row.amount,
    reason: row.reason,
    at: clubDateTimeParts(row.createdAt, row.timeZone),
    user: { id: row.userId, name: row.userName, lastname: row.userLastname },
  };
}

/**
 * Puts cash into (`in`) or takes it out of (`out`) the drawer of the caller's open session on the register,
 * with the reason. A cash out may not take more than the drawer should hold now (opening + cash sales +
 * cash at reception + cash in − cash out): checked under the record's lock, so two cash outs at once
 * cannot both pass on the same cash, and the closing counts the movement or refuses it (no open record).
 */
export async function addCashMovement(
  db: DbOrTx,
  input: {
    clubId: number;
    userId: number;
    registerId: number;
    type: "in" | "out";
    amount: number;
    reason: string;
    now: Date;
  },
): Promise<CashMovementView> {
  if (!(await findClubRegister(db, input.clubId, input.registerId))) throw notFound("Caja no encontrada");
  const id = await db.transaction(async (tx) => {
    const record = await lockOperatorRecordOnRegister(tx, {
      registerId: input.registerId,
      userId: input.userId,
      mode: input.type === "out" ? "update" : "share",
    });
    if (!record) throw conflict(NO_OPEN_RECORD_MESSAGE);
    if (input.type === "out") {
      const drawer = expectedDrawerCash(record.openAmount, await recordTakings(tx, record.id, input.now));
      if (input.amount > drawer) {
        throw badRequest(
          "data.cash_movement_amount",
          `No puedes retirar más efectivo del que debería haber en la caja (${formatClp(Math.max(drawer, 0))})`,
        );
      }
    }
    return insertCashMovement(tx, { ...input, recordId: record.id });
  });
  const row = await findCashMovement(db, id);
  if (!row) throw new Error("cash movement vanished");
  return toCashMovementView(row);
}
