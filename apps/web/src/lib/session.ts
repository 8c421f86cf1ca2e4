import { decodeJwt } from "jose";

/** The spec's storage key for the session token. */
export const TOKEN_KEY = "userToken";
const ENABLED_SERVICES_KEY = "enabledServices";
export const SESSION_EXPIRED_EVENT = "club:session-expired";

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string) {
  localStorage.setItem(TOKEN_KEY, token);
}

/** A token counts only when present, decodable and not past its expiry (spec section 4). */
export function isTokenUsable(token: string | null, now = Date.now()): token is string {
  if (!token) return false;
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === "number" && exp * 1000 > now;
  } catch {
    return false;
  }
}

/** The usable token, or null after clearing a stale one. */
export function currentToken(): string | null {
  const token = getToken();
  if (isTokenUsable(token)) return token;
  if (token !== null) clearSession();
  return null;
}

/** Clears what belongs to the session; the theme stays, as it is the device's preference. */
export function clearSession() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(ENABLED_SERVICES_KEY);
}

export function expireSession() {
  clearSession();
  window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
}

export function saveEnabledServices(services: number[]) {
  localStorage.setItem(ENABLED_SERVICES_KEY, JSON.stringify(services));
}

export function savedEnabledServices(): number[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(ENABLED_SERVICES_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
  } catch {
    return [];
  }
}
