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
import { listRecordCashMovements, recordCashMovementSums } from "./cash-movements.repository";
import { type CashMovementView, toCashMovementView } from "./cash-movements.service";
import { findRecord, type RecordRow } from "./cash-register-records.repository";
import { type CashRegisterRecordView, toRecordView } from "./cash-registers.service";
import { listRecordOrders, type RecordOrders } from "./record-orders.repository";
import { listRecordPayments, type RecordPaymentRow, recordTakings } from "./record-takings.repository";

export type RecordPaymentView = {
  id: number;
  method: string;
  percentage: number | null;
  amount: number;
  at: DateTimeParts;
  booking: { id: number; courtName: string; date: string; startTime: string };
};

export type RecordOrderView = {
  id: number;
  kind: "sale" | "refund";
  at: DateTimeParts;
  amount: number;
  status: "pending" | "paid" | "cancelled";
  cash: number;
  payments: { method: "cash" | "debit" | "credit" | "transfer"; amount: number }[];
};

export type CashRegisterRecordDetailView = {
  record: CashRegisterRecordView;
  balances: RegisterBalances;
  payments: RecordPaymentView[];
  cashMovements: CashMovementView[];
  orders: RecordOrderView[];
};

/**
 * The balances stored at the closing, read as they were stored; expected cash is counted − diff. The cash
 * movements have no column of their own: they are summed from their rows, which no longer change once the
 * record is closed (a movement needs the open record).
 */
function storedBalances(
  row: RecordRow,
  counted: number,
  movements: { cashIn: number; cashOut: number },
): RegisterBalances {
  return {
    ...movements,
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

/** Each sale and refund of the session, oldest first (the sales, then the refunds), with its payments. */
function toOrderViews({ sales, refunds, payments }: RecordOrders): RecordOrderView[] {
  const paymentsOf = (id: number) =>
    payments
      .filter((p) => p.orderId === id)
      .map((p) => ({ method: p.method as RecordOrderView["payments"][number]["method"], amount: p.amount }));
  const view = (kind: RecordOrderView["kind"]) => (row: RecordOrders["sales"][number]) => {
    const at = kind === "sale" ? row.paidAt : row.cancelledAt;
    return {
      id: row.id,
      kind,
      // Both are set on these rows: a sale is paid, a refund is a cancelled paid order (checks of `orders`).
      at: clubDateTimeParts(at ?? new Date(0), row.timeZone),
      amount: row.amount,
      status: row.status as RecordOrderView["status"],
      cash: row.cashPayed - row.change,
      payments: paymentsOf(row.id),
    };
  };
  return [...sales.map(view("sale")), ...refunds.map(view("refund"))];
}

/**
 * One session of the club with its balances (running sums while open), its reception payments, its cash
 * movements and its orders.
 */
export async function findCashRegisterRecord(
  db: DbOrTx,
  q: { clubId: number; id: number; now: Date },
): Promise<CashRegisterRecordDetailView> {
  const row = await findRecord(db, q);
  if (!row) throw notFound("Registro de caja no encontrado");
  const closeAmount = row.closeAmount;
  const balances =
    closeAmount === null
      ? registerBalances(row.openAmount, await recordTakings(db, row.id, q.now), null)
      : storedBalances(row, closeAmount, await recordCashMovementSums(db, row.id));
  const payments = await listRecordPayments(db, row.id);
  const movements = await listRecordCashMovements(db, row.id);
  const orders = await listRecordOrders(db, row.id);
  return {
    record: toRecordView(row),
    balances,
    payments: payments.map(toPaymentView),
    cashMovements: movements.map(toCashMovementView),
    orders: toOrderViews(orders),
  };
}
