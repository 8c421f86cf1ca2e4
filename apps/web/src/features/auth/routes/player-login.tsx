import { Anchor, Text } from "@mantine/core";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { returnPath } from "../../../lib/return-path";
import { currentToken } from "../../../lib/session";
import { AuthLayout } from "../components/auth-layout";
import { LoginForm } from "../components/login-form";
import { useStartSession } from "../hooks/use-start-session";

/** /login: players sign in and go back to the page that sent them here (route guard), or their home (/). */
export function PlayerLoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const next = returnPath(location.state) ?? "/";
  const startSession = useStartSession();
  if (currentToken() !== null) return <Navigate to={next} replace />;

  return (
    <AuthLayout
      title="Ingresar"
      subtitle="Reserva canchas, únete a partidos y sigue tu ranking"
      footer={
        <>
          <Text size="sm" c="dimmed">
            ¿No tienes cuenta?{" "}
            <Anchor component={Link} to="/register">
              Crea una
            </Anchor>
          </Text>
          <Text size="sm" c="dimmed">
            ¿Administras un club?{" "}
            <Anchor component={Link} to="/admin_login">
              Ingreso administradores
            </Anchor>
          </Text>
        </>
      }
    >
      <LoginForm
        submitLabel="Ingresar"
        onAuthenticated={(result) => {
          startSession(result.jwt);
          navigate(next, { replace: true });
          return undefined;
        }}
      />
    </AuthLayout>
  );
}
