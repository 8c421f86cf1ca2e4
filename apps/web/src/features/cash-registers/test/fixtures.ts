import type { CashRegister, GlobalState } from "@club/contract";

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

export function makeGlobalState(cashRegisters: CashRegister[]): GlobalState {
  return {
    cash_register: cashRegisters,
    user_id: ME.id,
    user_role_type: "club_administrator",
    username: "admin",
    name: ME.name,
    lastname: ME.lastname,
    pending_orders: 0,
    daily_pending_orders: 0,
    has_unread_notifications: false,
    enabled_services: [1, 2, 3],
    club: { id: 1, name: "Club Demo", support_email: "soporte@clubdemo.cl" },
  };
}

export const GLOBAL_STATE_PATH = "/api/admin/global_state";
export const openPath = (id: number) => `/api/admin/cash_register/open_cash_register/${id}`;
export const closePath = (id: number) => `/api/admin/cash_register/close_cash_register/${id}`;
