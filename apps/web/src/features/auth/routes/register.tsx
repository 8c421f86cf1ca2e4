import { Anchor, Text } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import { AuthLayout } from "../components/auth-layout";
import { RegisterForm } from "../components/register-form";
import { useStartSession } from "../hooks/use-start-session";

/** /register: a player signs up and is signed in at once. */
export function RegisterPage() {
  const navigate = useNavigate();
  const startSession = useStartSession();
  return (
    <AuthLayout
      title="Crear cuenta"
      subtitle="Únete para reservar canchas y jugar partidos"
      width={620}
      footer={
        <Text size="sm" c="dimmed">
          ¿Ya tienes cuenta?{" "}
          <Anchor component={Link} to="/login">
            Ingresa
          </Anchor>
        </Text>
      }
    >
      <RegisterForm
        onRegistered={(jwt) => {
          startSession(jwt);
          navigate("/", { replace: true });
        }}
      />
    </AuthLayout>
  );
}
