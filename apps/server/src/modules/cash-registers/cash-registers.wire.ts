import type {
  CashMovement,
  CashRegister,
  CashRegisterRecord,
  CashRegisterRecordDetail,
  CashRegisterSetup,
  RecordBookingPayment,
  RecordOrder,
  RegisterBalancesWire,
} from "@club/contract";
import type { RegisterBalances } from "@club/domain";
import type { CashMovementView } from "./cash-movements.service";
import type {
  CashRegisterRecordDetailView,
  RecordOrderView,
  RecordPaymentView,
} from "./cash-register-record-detail.service";
import type { CashRegisterRecordView, CashRegisterView } from "./cash-registers.service";

/** The spec's wire names for a register; global state lists registers in this same shape. */
export function toCashRegisterWire(view: CashRegisterView): CashRegister {
  return {
    id: view.id,
    cash_register_name: view.name,
    cash_register_open: view.open,
    users_permissions_user: view.operator,
    cash_register_last_action_datetime: view.lastAction,
  };
}

export function toCashRegisterRecordWire(view: CashRegisterRecordView): CashRegisterRecord {
  return {
    id: view.id,
    cash_register_record_open_cash_user_amount: view.openAmount,
    cash_register_record_close_cash_user_amount: view.closeAmount,
    cash_register_record_datetime: view.openedAt,
    cash_register_record_close_datetime: view.closedAt,
    cash_register_record_open: view.open,
    cash_register_record_user_data: {
      user_id: view.userId,
      user_name: view.userName,
      user_lastname: view.userLastname,
    },
    cash_register: { id: view.registerId, cash_register_name: view.registerName },
    cash_register_record_close_debit_balance: view.debitBalance,
    cash_register_record_close_transfer_balance: view.transferBalance,
    cash_register_record_close_credit_balance: view.creditBalance,
    cash_register_record_close_cash_balance: view.cashBalance,
    cash_register_record_close_cash_backend_balance: view.cashBackendBalance,
    cash_register_record_close_reservation_balance: view.reservationBalance,
    cash_register_record_close_total_balance: view.totalBalance,
    cash_balance_diff: view.cashBalanceDiff,
  };
}

export const toCashRegisterSetupWire = (view: CashRegisterView): CashRegisterSetup => ({
  ...toCashRegisterWire(view),
  active: view.active,
});

const toBalancesWire = (b: RegisterBalances): RegisterBalancesWire => ({
  debit: b.debit,
  transfer: b.transfer,
  credit: b.credit,
  cash: b.cash,
  cash_backend: b.cashBackend,
  reservation: b.reservation,
  cash_in: b.cashIn,
  cash_out: b.cashOut,
  total: b.total,
  expected_cash: b.expectedCash,
  cash_balance_diff: b.cashDiff,
});

const toRecordPaymentWire = (p: RecordPaymentView): RecordBookingPayment => ({
  id: p.id,
  datetime: p.at,
  // Reception payments: the table's check constraint and the record's filter allow only these methods.
  method: p.method as RecordBookingPayment["method"],
  percentage: p.percentage,
  amount: p.amount,
  booking: {
    id: p.booking.id,
    court_name: p.booking.courtName,
    date: p.booking.date,
    start_time: p.booking.startTime,
  },
});

export const toCashMovementWire = (m: CashMovementView): CashMovement => ({
  id: m.id,
  cash_movement_type: m.type,
  cash_movement_amount: m.amount,
  cash_movement_reason: m.reason,
  cash_movement_datetime: m.at,
  user: m.user,
});

const toRecordOrderWire = (o: RecordOrderView): RecordOrder => ({
  id: o.id,
  kind: o.kind,
  datetime: o.at,
  order_amount: o.amount,
  order_status: o.status,
  cash: o.cash,
  order_payments: o.payments,
});

export const toCashRegisterRecordDetailWire = (
  view: CashRegisterRecordDetailView,
): CashRegisterRecordDetail => ({
  cash_register_record: toCashRegisterRecordWire(view.record),
  balances: toBalancesWire(view.balances),
  booking_payments: view.payments.map(toRecordPaymentWire),
  cash_movements: view.cashMovements.map(toCashMovementWire),
  orders: view.orders.map(toRecordOrderWire),
});
