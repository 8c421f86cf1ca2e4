import { useDeferredValue } from "react";
import { Navigate, Outlet } from "react-router";
import { CenteredLoader } from "../../components/centered-loader";
import { isNetworkError } from "../../lib/api-error";
import { resolveRole, useGlobalState } from "../../lib/global-state";
import { currentToken } from "../../lib/session";
import { OfflineAccessNotice } from "./offline-access-notice";
import { ADMIN_LOGIN_PATH } from "./use-session-watch";

/**
 * Admin routes: spinner while the role is unknown, /error for any role but club_administrator. Offline,
 * the state kept from the last visit decides (lib/global-state-cache.ts); with none, a notice says the
 * server cannot be reached, rather than a spinner that never ends or an /error the user did not earn.
 */
export function RequireAdmin() {
  const { data, error, failureReason, isFetching, refetch } = useGlobalState();
  const role = useDeferredValue(resolveRole(data, error));
  // A 401 clears the token before the query settles: the login page wins over /error then.
  if (!currentToken()) return <Navigate to={ADMIN_LOGIN_PATH} replace />;
  if (role === undefined) {
    // failureReason is set from the first failed attempt, while retries may still be waiting.
    if (isNetworkError(error ?? failureReason)) {
      return <OfflineAccessNotice onRetry={() => void refetch()} retrying={isFetching} />;
    }
    return <CenteredLoader label="Verificando acceso" />;
  }
  if (role !== "club_administrator") return <Navigate to="/error" replace />;
  return <Outlet />;
}
