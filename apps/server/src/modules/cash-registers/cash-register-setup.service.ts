import type { DbOrTx } from "../../db/client";
import { pgErrorOf, UNIQUE_VIOLATION } from "../../db/client";
import { conflict, conflictOn, notFound } from "../../http/app-error";
import { insertRegister, registerNameTaken, updateRegister } from "./cash-register-setup.repository";
import { findClubRegister } from "./cash-registers.repository";
import { toCashRegisterView } from "./cash-registers.service";

const NAME_FIELD = "data.cash_register_name";
const nameTaken = () => conflictOn(NAME_FIELD, "Ya existe una caja con ese nombre");

async function viewOf(db: DbOrTx, clubId: number, registerId: number) {
  const row = await findClubRegister(db, clubId, registerId);
  if (!row) throw notFound("Caja no encontrada");
  return toCashRegisterView(row);
}

/** The unique index is the last word on names; its violation is the same 409 as the check before. */
async function orNameTaken<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const pg = pgErrorOf(error);
    if (pg?.code === UNIQUE_VIOLATION && pg.constraint === "cash_registers_club_name_key") throw nameTaken();
    throw error;
  }
}

export async function createCashRegister(db: DbOrTx, input: { clubId: number; name: string }) {
  if (await registerNameTaken(db, input.clubId, input.name)) throw nameTaken();
  const id = await orNameTaken(() => insertRegister(db, input.clubId, input.name));
  return viewOf(db, input.clubId, id);
}

/** Rename, deactivate or reactivate. Registers are never deleted: their records are the club's history. */
export async function updateCashRegister(
  db: DbOrTx,
  input: { clubId: number; registerId: number; name?: string; active?: boolean },
) {
  const { clubId, registerId, name, active } = input;
  const current = await viewOf(db, clubId, registerId);
  if (name !== undefined && (await registerNameTaken(db, clubId, name, registerId))) throw nameTaken();
  const updated = await orNameTaken(() => updateRegister(db, { clubId, registerId }, { name, active }));
  if (!updated) {
    // Only deactivation can miss an existing register: it was open (or was just opened).
    const now = await viewOf(db, clubId, registerId);
    throw conflict(
      now.open
        ? "La caja está abierta: ciérrala antes de desactivarla"
        : `No se pudo desactivar la caja ${current.name}. Intenta de nuevo.`,
    );
  }
  return viewOf(db, clubId, registerId);
}
