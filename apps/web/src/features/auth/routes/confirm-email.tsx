import { Alert, Anchor, Button, Loader, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { useResendConfirmation } from "../../../lib/resend-confirmation";
import { currentToken } from "../../../lib/session";
import { useConfirmEmail } from "../api/confirm-email";
import { AuthLayout } from "../components/auth-layout";

/** A new link for a signed-in player; signed out, the way to sign in first. */
function NewLink() {
  const resend = useResendConfirmation();
  if (!currentToken()) {
    return (
      <Text size="sm">
        Para pedir un enlace nuevo,{" "}
        <Anchor component={Link} to="/login">
          ingresa a tu cuenta
        </Anchor>{" "}
        y vuelve a intentar reservar.
      </Text>
    );
  }
  if (resend.isSuccess) {
    return (
      <Alert color="green" role="status">
        {resend.data.message}
      </Alert>
    );
  }
  return (
    <Stack gap="xs">
      {resend.error && (
        <Alert color="red" role="alert">
          {resend.error.message}
        </Alert>
      )}
      <Button variant="default" loading={resend.isPending} onClick={() => resend.mutate()}>
        Enviarme un enlace nuevo
      </Button>
    </Stack>
  );
}

/** /confirmar-correo?code=…: the link mailed at sign-up; opening it confirms the address at once. */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const code = params.get("code") ?? "";
  const confirm = useConfirmEmail();
  const sent = useRef(false);
  useEffect(() => {
    // Once, even when React runs effects twice in development: a code works only once.
    if (sent.current || !code) return;
    sent.current = true;
    confirm.mutate(code);
  }, [code, confirm]);

  let body: ReactNode;
  if (!code) {
    body = (
      <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
        Al enlace le falta su código. Ábrelo tal como llegó en el correo.
      </Alert>
    );
  } else if (confirm.isSuccess) {
    body = (
      <Stack gap="md">
        <Alert color="green" icon={<IconCircleCheck size={18} />} title="Correo confirmado" role="status">
          {confirm.data.message}
        </Alert>
        <Button component={Link} to="/court">
          Reservar una cancha
        </Button>
      </Stack>
    );
  } else if (confirm.isError) {
    body = (
      <Stack gap="md">
        <Alert
          color="red"
          icon={<IconAlertTriangle size={18} />}
          title="No pudimos confirmar tu correo"
          role="alert"
        >
          {confirm.error.message}
        </Alert>
        <NewLink />
      </Stack>
    );
  } else {
    body = (
      <Stack align="center" gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">Confirmando tu correo…</Text>
      </Stack>
    );
  }
  return (
    <AuthLayout
      title="Confirmar correo"
      footer={
        <Anchor component={Link} to="/" size="sm">
          Volver al inicio
        </Anchor>
      }
    >
      {body}
    </AuthLayout>
  );
}
