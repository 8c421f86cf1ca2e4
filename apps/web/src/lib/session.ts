import { decodeJwt } from "jose";

/** The spec's storage key for the session token. */
export const TOKEN_KEY = "userToken";
const ENABLED_SERVICES_KEY = "enabledServices";
/** The last global state of the session, kept for offline visits (see global-state-cache.ts). */
export const GLOBAL_STATE_CACHE_KEY = "globalStateCache";
export const SESSION_EXPIRED_EVENT = "club:session-expired";
/** Prefix of the answers screens keep for offline visits (see offline-queries.ts). */
export const OFFLINE_QUERIES_PREFIX = "offlineQueries:";

function clearOfflineQueries() {
  const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i));
  for (const key of keys) if (key?.startsWith(OFFLINE_QUERIES_PREFIX)) localStorage.removeItem(key);
}

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/** Starts a session: whatever the previous one kept is dropped, so a new account never sees it. */
export function setToken(token: string) {
  localStorage.removeItem(GLOBAL_STATE_CACHE_KEY);
  clearOfflineQueries();
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

/** Who the token belongs to (its subject), or null when it does not count; never clears anything. */
export function tokenSubject(token: string | null): string | null {
  if (!isTokenUsable(token)) return null;
  try {
    return decodeJwt(token).sub ?? null;
  } catch {
    return null;
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
  localStorage.removeItem(GLOBAL_STATE_CACHE_KEY);
  clearOfflineQueries();
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
