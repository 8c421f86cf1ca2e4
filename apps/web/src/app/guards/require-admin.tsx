import { Navigate, Outlet } from "react-router";
import { CenteredLoader } from "../../components/centered-loader";
import { useGlobalState } from "../../lib/global-state";
import { currentToken } from "../../lib/session";
import { resolveRole } from "./resolve-role";
import { LOGIN_PATH } from "./use-session-watch";

/** Admin routes: spinner while the role is unknown, /error for any role but club_administrator. */
export function RequireAdmin() {
  const { data, error } = useGlobalState();
  // A 401 clears the token before the query settles: the login page wins over /error then.
  if (!currentToken()) return <Navigate to={LOGIN_PATH} replace />;
  const role = resolveRole(data, error);
  if (role === undefined) return <CenteredLoader label="Verificando acceso" />;
  if (role !== "club_administrator") return <Navigate to="/error" replace />;
  return <Outlet />;
}
