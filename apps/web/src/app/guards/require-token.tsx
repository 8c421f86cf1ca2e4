import { useMemo } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { currentToken } from "../../lib/session";
import { LOGIN_PATH, useSessionWatch } from "./use-session-watch";

/**
 * Player and admin routes need a usable token; a missing, expired or undecodable one is cleared
 * from storage (currentToken does it) and the user goes to the login page (spec section 4).
 */
export function RequireToken() {
  // Reading the location re-runs the check on every navigation, so an expired token is caught there too.
  const { pathname } = useLocation();
  // <Navigate> navigates again whenever its state changes identity: a fresh object per render would
  // restart the redirect on every render while the login page's code loads.
  const state = useMemo(() => ({ from: pathname }), [pathname]);
  const token = currentToken();
  useSessionWatch(token);
  if (!token) return <Navigate to={LOGIN_PATH} replace state={state} />;
  return <Outlet />;
}
