import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from "@club/domain";
import { Alert, Button, Group, PasswordInput, Stack } from "@mantine/core";
import { matchesField, useForm } from "@mantine/form";
import { IconCircleCheck } from "@tabler/icons-react";
import { Link } from "react-router";
import { useResetPassword } from "../api/reset-password";
import { useServerErrors } from "../hooks/use-server-errors";
import { loadedPasswordProblem, passwordProblem, usePasswordPolicy } from "../password-policy";
import { AuthForm } from "./auth-form";
import { PASSWORD_HINT } from "./password-hint";

const FIELDS = ["password", "passwordConfirmation"] as const;

/** Step 2: the link from the e-mail carries ?code=...; the new password is set with it. */
export function NewPasswordForm({ code }: { code: string }) {
  usePasswordPolicy();
  const reset = useResetPassword();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { password: "", passwordConfirmation: "" },
    validate: {
      // The owner's name and RUT are known only to the server, which checks them too.
      password: (value: string) =>
        value.length < MIN_PASSWORD_LENGTH ? PASSWORD_TOO_SHORT : loadedPasswordProblem(value),
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

  const submit = form.onSubmit(async (values) => {
    const problem = await passwordProblem(values.password);
    if (problem) return form.setFieldError("password", problem);
    setAlert(null);
    // A wrong or used code is reported on the "code" field, which this form has no input for.
    reset.mutate({ code, ...values }, { onError });
  });

  return (
    <AuthForm onSubmit={submit} alert={alert} submitLabel="Guardar contraseña" submitting={reset.isPending}>
      <PasswordInput
        label="Nueva contraseña"
        description={PASSWORD_HINT}
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
