import type { EndpointResponse, login } from "@club/contract";
import { Anchor, PasswordInput, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { Link } from "react-router";
import { useLogin } from "../api/login";
import { useServerErrors } from "../hooks/use-server-errors";
import { AuthForm } from "./auth-form";

export type AuthResult = EndpointResponse<typeof login>;

interface LoginFormProps {
  submitLabel: string;
  /** Handles a correct sign-in; a returned text is shown as an alert instead of going on. */
  onAuthenticated: (result: AuthResult) => string | undefined;
}

const FIELDS = ["identifier", "password"] as const;

export function LoginForm({ submitLabel, onAuthenticated }: LoginFormProps) {
  const loginMutation = useLogin();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { identifier: "", password: "" },
    validate: {
      identifier: (value) => (value.trim() ? null : "Ingresa tu usuario o correo"),
      password: (value) => (value ? null : "Ingresa tu contraseña"),
    },
  });
  const { alert, setAlert, onError } = useServerErrors(form.setErrors, FIELDS);

  const submit = form.onSubmit((values) => {
    setAlert(null);
    loginMutation.mutate(
      { identifier: values.identifier.trim(), password: values.password },
      {
        onSuccess: (result) => setAlert(onAuthenticated(result) ?? null),
        onError,
      },
    );
  });

  return (
    <AuthForm onSubmit={submit} alert={alert} submitLabel={submitLabel} submitting={loginMutation.isPending}>
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
    </AuthForm>
  );
}
