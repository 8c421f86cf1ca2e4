import type { GlobalState } from "@club/contract";
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
