import { Alert, Text, TextInput } from "@mantine/core";
import { isEmail, useForm } from "@mantine/form";
import { IconMailCheck } from "@tabler/icons-react";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { useServerErrors } from "../hooks/use-server-errors";
import { AuthForm } from "./auth-form";

const FIELDS = ["email"] as const;

/** Step 1: ask for the e-mail. The answer is neutral so nobody learns which addresses have accounts. */
export function RequestResetForm() {
  const requestReset = useRequestPasswordReset();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { email: "" },
    validate: { email: isEmail("Ingresa un correo válido") },
  });
  const { alert, setAlert, onError } = useServerErrors(form.setErrors, FIELDS);

  if (requestReset.isSuccess) {
    return (
      <Alert color="green" icon={<IconMailCheck size={18} />} title="Revisa tu correo" role="status">
        Si existe una cuenta asociada a ese correo, te enviamos un enlace para crear una contraseña nueva.
        Puede tardar unos minutos; revisa también la carpeta de spam.
      </Alert>
    );
  }

  const submit = form.onSubmit(({ email }) => {
    setAlert(null);
    requestReset.mutate(email.trim(), { onError });
  });

  return (
    <AuthForm
      onSubmit={submit}
      alert={alert}
      submitLabel="Enviar enlace"
      submitting={requestReset.isPending}
      intro={
        <Text size="sm" c="dimmed">
          Escribe el correo de tu cuenta y te enviaremos un enlace para restablecer tu contraseña.
        </Text>
      }
    >
      <TextInput
        label="Correo"
        type="email"
        autoComplete="email"
        required
        key={form.key("email")}
        {...form.getInputProps("email")}
      />
    </AuthForm>
  );
}
