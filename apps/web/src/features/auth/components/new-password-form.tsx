import { Alert, Button, Group, PasswordInput, Stack } from "@mantine/core";
import { hasLength, matchesField, useForm } from "@mantine/form";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { applyServerErrors } from "../../../lib/form-errors";
import { useResetPassword } from "../api/reset-password";

/** Step 2: the link from the e-mail carries ?code=...; the new password is set with it. */
export function NewPasswordForm({ code }: { code: string }) {
  const reset = useResetPassword();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { password: "", passwordConfirmation: "" },
    validate: {
      password: hasLength({ min: 8, max: 200 }, "La contraseña debe tener al menos 8 caracteres"),
      passwordConfirmation: matchesField("password", "Las contraseñas no coinciden"),
    },
  });

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
    reset.mutate(
      { code, ...values },
      // A wrong or used code is reported on the "code" field, which this form has no input for.
      {
        onError: (error) =>
          setAlert(applyServerErrors(error, form.setErrors, ["password", "passwordConfirmation"])),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {alert && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {alert}
          </Alert>
        )}
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
        <Button type="submit" fullWidth loading={reset.isPending}>
          Guardar contraseña
        </Button>
      </Stack>
    </form>
  );
}
