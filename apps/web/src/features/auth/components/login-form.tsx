import type { EndpointResponse, login } from "@club/contract";
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertCircle } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { applyServerErrors } from "../../../lib/form-errors";
import { useLogin } from "../api/login";

export type AuthResult = EndpointResponse<typeof login>;

interface LoginFormProps {
  submitLabel: string;
  /** Handles a correct sign-in; a returned text is shown as an alert instead of going on. */
  onAuthenticated: (result: AuthResult) => string | undefined;
}

const FIELDS = ["identifier", "password"] as const;

export function LoginForm({ submitLabel, onAuthenticated }: LoginFormProps) {
  const loginMutation = useLogin();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { identifier: "", password: "" },
    validate: {
      identifier: (value) => (value.trim() ? null : "Ingresa tu usuario o correo"),
      password: (value) => (value ? null : "Ingresa tu contraseña"),
    },
  });

  const submit = form.onSubmit((values) => {
    setAlert(null);
    loginMutation.mutate(
      { identifier: values.identifier.trim(), password: values.password },
      {
        onSuccess: (result) => setAlert(onAuthenticated(result) ?? null),
        onError: (error) => setAlert(applyServerErrors(error, form.setErrors, FIELDS)),
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
        <TextInput
          label="Usuario o correo"
          placeholder="tu.usuario o nombre@correo.cl"
          autoComplete="username"
          required
          key={form.key("identifier")}
          {...form.getInputProps("identifier")}
        />
        <PasswordInput
          label="Contraseña"
          autoComplete="current-password"
          required
          key={form.key("password")}
          {...form.getInputProps("password")}
        />
        <Anchor component={Link} to="/password_reset" size="sm" ta="right">
          ¿Olvidaste tu contraseña?
        </Anchor>
        <Button type="submit" fullWidth loading={loginMutation.isPending}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
