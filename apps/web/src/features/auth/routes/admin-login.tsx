import { Anchor, Text } from "@mantine/core";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { CenteredLoader } from "../../../components/centered-loader";
import { useGlobalState } from "../../../lib/global-state";
import { returnPath } from "../../../lib/return-path";
import { currentToken } from "../../../lib/session";
import { AuthLayout } from "../components/auth-layout";
import { LoginForm } from "../components/login-form";
import { useStartSession } from "../hooks/use-start-session";

export const NOT_ADMIN_MESSAGE =
  "Esta cuenta no es de administrador. Si eres jugador, ingresa desde el acceso de jugadores.";

/** Back to the admin page that sent the user here, or the dashboard. */
function nextPath(state: unknown): string {
  const from = returnPath(state);
  return from?.startsWith("/admin") ? from : "/admin_dashboard";
}

/** /admin_login: the administrators' entry; also where every expired session lands (spec section 4). */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const startSession = useStartSession();
  const signedIn = currentToken() !== null;
  const globalState = useGlobalState();

  if (signedIn && globalState.data?.user_role_type === "club_administrator") {
    return <Navigate to="/admin_dashboard" replace />;
  }
  if (signedIn && globalState.isPending) return <CenteredLoader />;

  return (
    <AuthLayout
      title="Ingreso administradores"
      subtitle="Administra las reservas, ventas y cajas de tu club"
      footer={
        <Text size="sm" c="dimmed">
          ¿Eres jugador?{" "}
          <Anchor component={Link} to="/login">
            Ingresa aquí
          </Anchor>
        </Text>
      }
    >
      <LoginForm
        submitLabel="Ingresar"
        onAuthenticated={(result) => {
          // A player's token is not stored here: it would only lead to /error.
          if (result.user.role !== "club_administrator") return NOT_ADMIN_MESSAGE;
          startSession(result.jwt);
          navigate(nextPath(location.state), { replace: true });
          return undefined;
        }}
      />
    </AuthLayout>
  );
}
