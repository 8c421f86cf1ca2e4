import { clubDateTimeParts, type DateTimeParts, pageInfo, registerBalances } from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { pgErrorOf, UNIQUE_VIOLATION } from "../../db/client";
import { type AppError, conflict, notFound } from "../../http/app-error";
import { listRecords, type RecordRow, type RecordsFilter } from "./cash-register-records.repository";
import {
  type CashRegisterRow,
  findClubRegister,
  findOpenRegisterOfOperator,
  insertOpenRecord,
  isClubMemberOrOperator,
  listClubRegisters,
} from "./cash-registers.repository";
import { lockOpenRecordToClose, recordTakings, storeClosing } from "./record-takings.repository";

export type CashRegisterView = {
  id: number;
  name: string;
  active: boolean;
  open: boolean;
  operator: { id: number; name: string; lastname: string } | null;
  lastAction: { date: string; timeWithoutSeconds: string } | null;
};

type Operator = { userId: number };

const OPEN_INDEXES = new Set([
  "cash_register_records_one_open_per_register",
  "cash_register_records_one_open_per_operator",
]);

const registerNotFound = () => notFound("Caja no encontrada");
const stateChanged = () =>
  conflict("La caja acaba de cambiar de estado. Actualiza la lista e intenta de nuevo.");

export function toCashRegisterView(row: CashRegisterRow): CashRegisterView {
  const latest = row.latest;
  const base = { id: row.id, name: row.name, active: row.active };
  if (!latest) return { ...base, open: false, operator: null, lastAction: null };
  const { date, timeWithoutSeconds } = clubDateTimeParts(latest.closedAt ?? latest.openedAt, row.timeZone);
  return {
    ...base,
    open: latest.closedAt === null,
    operator: { id: latest.userId, name: latest.name, lastname: latest.lastname },
    lastAction: { date, timeWithoutSeconds },
  };
}

const operatorName = (row: CashRegisterRow) =>
  `${row.latest?.name ?? ""} ${row.latest?.lastname ?? ""}`.trim();

/** Every register of the club by name, deactivated ones too (the set-up screen lists them). */
export async function listClubCashRegisters(db: DbOrTx, clubId: number): Promise<CashRegisterView[]> {
  return (await listClubRegisters(db, clubId)).map(toCashRegisterView);
}

async function registerViewOrThrow(db: DbOrTx, clubId: number, registerId: number) {
  const row = await findClubRegister(db, clubId, registerId);
  if (!row) throw registerNotFound();
  return toCashRegisterView(row);
}

/** Why this operator cannot open the register now, read from the current state; null when they can. */
async function openConflict(db: DbOrTx, register: CashRegisterRow, me: Operator): Promise<AppError | null> {
  if (!register.active)
    return conflict("La caja está desactivada. Reactívala en la configuración para usarla.");
  if (register.latest && register.latest.closedAt === null) {
    return register.latest.userId === me.userId
      ? conflict("La caja ya está abierta")
      : conflict(`La caja está abierta por ${operatorName(register)}`);
  }
  const mine = await findOpenRegisterOfOperator(db, me.userId);
  return mine ? conflict(`Ya tienes una caja abierta: ${mine.name}. Ciérrala antes de abrir otra.`) : null;
}

/**
 * Inserts the opening and lets the partial unique indexes decide under concurrency; a violation is
 * explained from the state that won. Exported so tests can prove the database alone keeps the rule.
 */
export async function insertOpeningOrConflict(
  db: DbOrTx,
  values: { clubId: number; registerId: number; userId: number; openAmount: number; openedAt: Date },
) {
  try {
    return await insertOpenRecord(db, values);
  } catch (e) {
    const pgError = pgErrorOf(e);
    if (pgError?.code !== UNIQUE_VIOLATION || !OPEN_INDEXES.has(pgError.constraint ?? "")) throw e;
    const register = await findClubRegister(db, values.clubId, values.registerId);
    if (!register) throw registerNotFound();
    throw (await openConflict(db, register, values)) ?? stateChanged();
  }
}

export async function openCashRegister(
  db: DbOrTx,
  input: { clubId: number; userId: number; registerId: number; amount: number; now: Date },
): Promise<CashRegisterView> {
  const register = await findClubRegister(db, input.clubId, input.registerId);
  if (!register) throw registerNotFound();
  const reason = await openConflict(db, register, input);
  if (reason) throw reason;
  await insertOpeningOrConflict(db, { ...input, openAmount: input.amount, openedAt: input.now });
  return registerViewOrThrow(db, input.clubId, input.registerId);
}

/**
 * Closes the caller's open session on the register and stores its balances for good, from the payments
 * that name the record (see registerBalances for what each balance holds). One transaction: the record's
 * row lock makes the closing wait for payments under way, and its snapshot-taking statements run after
 * that wait, so every payment that landed on the record is counted and none can land after it.
 */
export async function closeCashRegister(
  db: DbOrTx,
  input: { clubId: number; userId: number; registerId: number; amount: number; now: Date },
): Promise<CashRegisterView> {
  const register = await findClubRegister(db, input.clubId, input.registerId);
  if (!register) throw registerNotFound();
  const closed = await db.transaction(async (tx) => {
    const record = await lockOpenRecordToClose(tx, input);
    if (!record) return false;
    const takings = await recordTakings(tx, record.id, input.now);
    const balances = registerBalances(record.openAmount, takings, input.amount);
    await storeClosing(tx, record.id, { closedAt: input.now, closeAmount: input.amount, balances });
    return true;
  });
  if (closed) return registerViewOrThrow(db, input.clubId, input.registerId);
  const now = await findClubRegister(db, input.clubId, input.registerId);
  if (!now) throw registerNotFound();
  if (!now.latest || now.latest.closedAt !== null) throw conflict("La caja ya está cerrada");
  if (now.latest.userId !== input.userId) throw conflict(`La caja está abierta por ${operatorName(now)}`);
  throw stateChanged();
}

export type CashRegisterRecordView = Omit<RecordRow, "openedAt" | "closedAt" | "timeZone"> & {
  open: boolean;
  openedAt: DateTimeParts;
  closedAt: DateTimeParts | null;
};

export function toRecordView({ timeZone, openedAt, closedAt, ...rest }: RecordRow): CashRegisterRecordView {
  return {
    ...rest,
    open: closedAt === null,
    openedAt: clubDateTimeParts(openedAt, timeZone),
    closedAt: closedAt ? clubDateTimeParts(closedAt, timeZone) : null,
  };
}

/**
 * History of the club's sessions, newest first; with `userId`, only that operator's; with `status` only
 * open or closed ones; with dates, those opened on those days.
 */
export async function listCashRegisterRecords(
  db: DbOrTx,
  input: RecordsFilter & { page: number; limit: number },
) {
  const { page, limit, ...filter } = input;
  if (filter.userId !== undefined && !(await isClubMemberOrOperator(db, filter.clubId, filter.userId))) {
    throw notFound("Usuario no encontrado");
  }
  const { records, total } = await listRecords(db, { ...filter, limit, offset: (page - 1) * limit });
  return {
    records: records.map(toRecordView),
    pagination: pageInfo(page, limit, total),
  };
}
