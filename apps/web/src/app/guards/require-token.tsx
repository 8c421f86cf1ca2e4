import { useMemo } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import type { ReturnState } from "../../lib/return-path";
import { currentToken } from "../../lib/session";
import { type LoginPath, useSessionWatch } from "./use-session-watch";

/**
 * Player and admin routes need a usable token; a missing, expired or undecodable one is cleared
 * from storage (currentToken does it) and the user goes to their own sign-in page: players to /login,
 * the back office to /admin_login. Either page brings them back to the page they asked for.
 */
export function RequireToken({ loginPath }: { loginPath: LoginPath }) {
  // Reading the location re-runs the check on every navigation, so an expired token is caught there too.
  const { pathname, search, hash } = useLocation();
  const from = `${pathname}${search}${hash}`;
  // <Navigate> navigates again whenever its state changes identity: a fresh object per render would
  // restart the redirect on every render while the login page's code loads.
  const state = useMemo((): ReturnState => ({ from }), [from]);
  const token = currentToken();
  useSessionWatch(token, loginPath);
  if (!token) return <Navigate to={loginPath} replace state={state} />;
  return <Outlet />;
}
