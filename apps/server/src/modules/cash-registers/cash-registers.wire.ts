import type { CashRegister, CashRegisterRecord, CashRegisterSetup } from "@club/contract";
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
