import { Anchor, Text } from "@mantine/core";
import { Link, Navigate, useNavigate } from "react-router";
import { currentToken } from "../../../lib/session";
import { AuthLayout } from "../components/auth-layout";
import { LoginForm } from "../components/login-form";
import { useStartSession } from "../hooks/use-start-session";

/** /login: players sign in and land on their home (/). */
export function PlayerLoginPage() {
  const navigate = useNavigate();
  const startSession = useStartSession();
  if (currentToken() !== null) return <Navigate to="/" replace />;

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
          navigate("/", { replace: true });
          return undefined;
        }}
      />
    </AuthLayout>
  );
}
