import { Alert, Button, Stack, Text, TextInput } from "@mantine/core";
import { isEmail, useForm } from "@mantine/form";
import { IconAlertCircle, IconMailCheck } from "@tabler/icons-react";
import { useState } from "react";
import { applyServerErrors } from "../../../lib/form-errors";
import { useRequestPasswordReset } from "../api/request-password-reset";

/** Step 1: ask for the e-mail. The answer is neutral so nobody learns which addresses have accounts. */
export function RequestResetForm() {
  const requestReset = useRequestPasswordReset();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { email: "" },
    validate: { email: isEmail("Ingresa un correo válido") },
  });

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
    requestReset.mutate(email.trim(), {
      onError: (error) => setAlert(applyServerErrors(error, form.setErrors, ["email"])),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Escribe el correo de tu cuenta y te enviaremos un enlace para restablecer tu contraseña.
        </Text>
        {alert && (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
            {alert}
          </Alert>
        )}
        <TextInput
          label="Correo"
          type="email"
          autoComplete="email"
          required
          key={form.key("email")}
          {...form.getInputProps("email")}
        />
        <Button type="submit" fullWidth loading={requestReset.isPending}>
          Enviar enlace
        </Button>
      </Stack>
    </form>
  );
}
