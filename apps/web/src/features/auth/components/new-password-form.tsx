import { Alert, Button, Group, PasswordInput, Stack } from "@mantine/core";
import { hasLength, matchesField, useForm } from "@mantine/form";
import { IconCircleCheck } from "@tabler/icons-react";
import { Link } from "react-router";
import { useResetPassword } from "../api/reset-password";
import { useServerErrors } from "../hooks/use-server-errors";
import { AuthForm } from "./auth-form";

const FIELDS = ["password", "passwordConfirmation"] as const;

/** Step 2: the link from the e-mail carries ?code=...; the new password is set with it. */
export function NewPasswordForm({ code }: { code: string }) {
  const reset = useResetPassword();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { password: "", passwordConfirmation: "" },
    validate: {
      password: hasLength({ min: 8, max: 200 }, "La contraseña debe tener al menos 8 caracteres"),
      passwordConfirmation: matchesField("password", "Las contraseñas no coinciden"),
    },
  });
  const { alert, setAlert, onError } = useServerErrors(form.setErrors, FIELDS);

  if (reset.isSuccess) {
    return (
      <Stack gap="md">
        <Alert
          color="green"
          icon={<IconCircleCheck size={18} />}
          title="Contraseña actualizada"
          role="status"
        >
          Ya puedes ingresar con tu nueva contraseña.
        </Alert>
        <Group grow>
          <Button component={Link} to="/login">
            Ingresar
          </Button>
          <Button component={Link} to="/admin_login" variant="default">
            Soy administrador
          </Button>
        </Group>
      </Stack>
    );
  }

  const submit = form.onSubmit((values) => {
    setAlert(null);
    // A wrong or used code is reported on the "code" field, which this form has no input for.
    reset.mutate({ code, ...values }, { onError });
  });

  return (
    <AuthForm onSubmit={submit} alert={alert} submitLabel="Guardar contraseña" submitting={reset.isPending}>
      <PasswordInput
        label="Nueva contraseña"
        description="Al menos 8 caracteres"
        autoComplete="new-password"
        required
        key={form.key("password")}
        {...form.getInputProps("password")}
      />
      <PasswordInput
        label="Repite la nueva contraseña"
        autoComplete="new-password"
        required
        key={form.key("passwordConfirmation")}
        {...form.getInputProps("passwordConfirmation")}
      />
    </AuthForm>
  );
}
