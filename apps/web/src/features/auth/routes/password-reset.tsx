import { Anchor } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { AuthLayout } from "../components/auth-layout";
import { NewPasswordForm } from "../components/new-password-form";
import { RequestResetForm } from "../components/request-reset-form";

/** /password_reset: without ?code asks for the e-mail; with it, sets the new password. */
export function PasswordResetPage() {
  const [params] = useSearchParams();
  const code = params.get("code");
  return (
    <AuthLayout
      title={code ? "Nueva contraseña" : "Restablecer contraseña"}
      footer={
        <Anchor component={Link} to="/login" size="sm">
          Volver a ingresar
        </Anchor>
      }
    >
      {code ? <NewPasswordForm code={code} /> : <RequestResetForm />}
    </AuthLayout>
  );
}
