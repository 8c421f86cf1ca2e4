import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { IconMail } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { AuthLayout } from "../components/auth-layout";
import { RegisterForm } from "../components/register-form";
import { useStartSession } from "../hooks/use-start-session";

/** /register: a player signs up and is signed in at once; a mail asks them to confirm the address. */
export function RegisterPage() {
  const startSession = useStartSession();
  const [mailedTo, setMailedTo] = useState<string | null>(null);
  if (mailedTo) {
    return (
      <AuthLayout title="Revisa tu correo" width={620}>
        <Stack gap="md">
          <Alert color="green" icon={<IconMail size={18} />} title="Tu cuenta está creada" role="status">
            Te enviamos un enlace a <strong>{mailedTo}</strong> para confirmar tu correo. Ábrelo para poder
            reservar canchas; si no llega en unos minutos, revisa la carpeta de spam.
          </Alert>
          <Button component={Link} to="/" replace>
            Continuar
          </Button>
        </Stack>
      </AuthLayout>
    );
  }
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
        onRegistered={(jwt, email) => {
          startSession(jwt);
          setMailedTo(email);
        }}
      />
    </AuthLayout>
  );
}
