import { useQueryClient } from "@tanstack/react-query";
import { decodeJwt } from "jose";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import type { ReturnState } from "../../lib/return-path";
import { expireSession, SESSION_EXPIRED_EVENT } from "../../lib/session";

export const ADMIN_LOGIN_PATH = "/admin_login";
export const PLAYER_LOGIN_PATH = "/login";
export type LoginPath = typeof ADMIN_LOGIN_PATH | typeof PLAYER_LOGIN_PATH;

// setTimeout cannot wait longer than about 24.8 days; longer tokens are checked on navigation instead.
const MAX_TIMER_MS = 2_147_483_647;

function msUntilExpiry(token: string): number | null {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === "number" ? exp * 1000 - Date.now() : null;
  } catch {
    return null;
  }
}

/**
 * Sends the user to their login page (with the page they were on, to come back to) when the session ends while a page is open: a call answered
 * 401 (the API client fires SESSION_EXPIRED_EVENT) or the token reaching its expiry time.
 */
export function useSessionWatch(token: string | null, loginPath: LoginPath) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { pathname, search, hash } = useLocation();
  const from = `${pathname}${search}${hash}`;

  useEffect(() => {
    const onExpired = () => {
      // The cache goes only once the guarded pages are gone: cleared earlier, their queries would
      // refetch without a token, expire the session again and loop.
      const state: ReturnState = { from };
      void Promise.resolve(navigate(loginPath, { replace: true, state })).then(() =>
        queryClient.removeQueries(),
      );
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [navigate, queryClient, loginPath, from]);

  useEffect(() => {
    if (!token) return;
    const remaining = msUntilExpiry(token);
    if (remaining === null || remaining > MAX_TIMER_MS) return;
    const timer = setTimeout(expireSession, Math.max(remaining, 0));
    return () => clearTimeout(timer);
  }, [token]);
}
