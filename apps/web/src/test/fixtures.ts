import type { Dashboard, GlobalState } from "@club/contract";
import { UnsecuredJWT } from "jose";
import { TOKEN_KEY } from "../lib/session";

export const GLOBAL_STATE_PATH = "/api/admin/global_state";

/** A decodable token of `subject`; the browser only decodes it (the server verifies the signature). */
export function tokenFor(subject = "1", expiresIn: string | number = "1h") {
  return new UnsecuredJWT({}).setSubject(subject).setIssuedAt().setExpirationTime(expiresIn).encode();
}

export function storeToken(expiresIn: string | number = "1h", subject = "1") {
  const token = tokenFor(subject, expiresIn);
  localStorage.setItem(TOKEN_KEY, token);
  return token;
}

/** An administrator's global state with every service enabled and no register. */
export function globalState(overrides: Partial<GlobalState> = {}): GlobalState {
  return {
    cash_register: [],
    user_id: 1,
    user_role_type: "club_administrator",
    username: "ana",
    name: "Ana",
    lastname: "Rojas",
    pending_orders: 0,
    daily_pending_orders: 0,
    daily_bookings: 0,
    has_unread_notifications: false,
    enabled_services: [1, 2, 3],
    club: { id: 1, name: "Club Los Andes", support_email: "soporte@club.cl" },
    ...overrides,
  };
}

/** A quiet day on the dashboard: no sales, this week or last, no court in use, no stock below its level. */
export function dashboardDay(overrides: Partial<Dashboard> = {}): Dashboard {
  const none = { net_amount: 0, orders_count: 0 };
  return {
    date: "2026-11-27",
    time: "09:00",
    sales: { today: none, last_week_so_far: none, last_week_whole_day: none },
    courts: { total: 2, now: [], next: [] },
    critical_stock: { count: 0, items: [] },
    ...overrides,
  };
}
