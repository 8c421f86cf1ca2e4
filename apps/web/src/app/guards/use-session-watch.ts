import { useQueryClient } from "@tanstack/react-query";
import { decodeJwt } from "jose";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { expireSession, SESSION_EXPIRED_EVENT } from "../../lib/session";

export const LOGIN_PATH = "/admin_login";

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
 * Sends the user to the login page when the session ends while a page is open: a call answered
 * 401 (the API client fires SESSION_EXPIRED_EVENT) or the token reaching its expiry time.
 */
export function useSessionWatch(token: string | null) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    const onExpired = () => {
      // The cache goes only once the guarded pages are gone: cleared earlier, their queries would
      // refetch without a token, expire the session again and loop.
      void Promise.resolve(navigate(LOGIN_PATH, { replace: true })).then(() => queryClient.removeQueries());
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, [navigate, queryClient]);

  useEffect(() => {
    if (!token) return;
    const remaining = msUntilExpiry(token);
    if (remaining === null || remaining > MAX_TIMER_MS) return;
    const timer = setTimeout(expireSession, Math.max(remaining, 0));
    return () => clearTimeout(timer);
  }, [token]);
}
