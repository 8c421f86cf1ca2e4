import {
  clubDateTimeParts,
  type DateTimeParts,
  localDateTime,
  localTimeOn,
  type RegisterBalances,
  registerBalances,
} from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { notFound } from "../../http/app-error";
import { findRecord, type RecordRow } from "./cash-register-records.repository";
import { type CashRegisterRecordView, toRecordView } from "./cash-registers.service";
import { listRecordPayments, type RecordPaymentRow, recordTakings } from "./record-takings.repository";

export type RecordPaymentView = {
  id: number;
  method: string;
  percentage: number;
  amount: number;
  at: DateTimeParts;
  booking: { id: number; courtName: string; date: string; startTime: string };
};

export type CashRegisterRecordDetailView = {
  record: CashRegisterRecordView;
  balances: RegisterBalances;
  payments: RecordPaymentView[];
};

/** The balances stored at the closing, read as they were stored; expected cash is counted − diff. */
function storedBalances(row: RecordRow, counted: number): RegisterBalances {
  return {
    debit: row.debitBalance,
    transfer: row.transferBalance,
    credit: row.creditBalance,
    cash: row.cashBalance,
    cashBackend: row.cashBackendBalance,
    reservation: row.reservationBalance,
    total: row.totalBalance,
    expectedCash: counted - row.cashBalanceDiff,
    cashDiff: row.cashBalanceDiff,
  };
}

function toPaymentView(row: RecordPaymentRow): RecordPaymentView {
  const date = localDateTime(row.startsAt, row.timeZone).date;
  return {
    id: row.id,
    method: row.method,
    percentage: row.percentage,
    amount: row.amount,
    at: clubDateTimeParts(row.createdAt, row.timeZone),
    booking: {
      id: row.bookingId,
      courtName: row.courtName,
      date,
      startTime: localTimeOn(date, row.startsAt, row.timeZone),
    },
  };
}

/** One session of the club with its balances (running sums while open) and its reception payments. */
export async function findCashRegisterRecord(
  db: DbOrTx,
  q: { clubId: number; id: number },
): Promise<CashRegisterRecordDetailView> {
  const row = await findRecord(db, q);
  if (!row) throw notFound("Registro de caja no encontrado");
  const [payments, balances] = await Promise.all([
    listRecordPayments(db, row.id),
    row.closeAmount === null
      ? recordTakings(db, row.id).then((takings) => registerBalances(row.openAmount, takings, null))
      : storedBalances(row, row.closeAmount),
  ]);
  return { record: toRecordView(row), balances, payments: payments.map(toPaymentView) };
}
