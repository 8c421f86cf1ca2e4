import type { CashRegister, GlobalState } from "@club/contract";
import { globalState } from "./fixtures";

export const ME = { id: 1, name: "Ana", lastname: "Rojas" };
export const OTHER = { id: 2, name: "Bruno", lastname: "Soto" };

export function makeRegister(id: number, overrides: Partial<CashRegister> = {}): CashRegister {
  return {
    id,
    cash_register_name: `Caja ${id}`,
    cash_register_open: false,
    users_permissions_user: null,
    cash_register_last_action_datetime: { date: "12-03-2025", timeWithoutSeconds: "10:30" },
    ...overrides,
  };
}

/** The signed-in operator is ME; the club's support mailbox is asserted when there is no register. */
export function makeGlobalState(cashRegisters: CashRegister[]): GlobalState {
  return globalState({
    cash_register: cashRegisters,
    user_id: ME.id,
    name: ME.name,
    lastname: ME.lastname,
    club: { id: 1, name: "Club Demo", support_email: "soporte@clubdemo.cl" },
  });
}

export const openPath = (id: number) => `/api/admin/cash_register/open_cash_register/${id}`;
export const closePath = (id: number) => `/api/admin/cash_register/close_cash_register/${id}`;
