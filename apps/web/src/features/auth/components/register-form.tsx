import { isPlayerCategory, isValidRut, normalizeRut, PLAYER_CATEGORY_OPTIONS } from "@club/domain";
import { Anchor, Checkbox, PasswordInput, Select, SimpleGrid, TextInput } from "@mantine/core";
import { type FormErrors, schemaResolver, useForm } from "@mantine/form";
import { IconCheck } from "@tabler/icons-react";
import { Link } from "react-router";
import { type RegisterInput, useRegister } from "../api/register";
import { useServerErrors } from "../hooks/use-server-errors";
import { loadedPasswordProblem, passwordProblem, usePasswordPolicy } from "../password-policy";
import {
  emptyRegisterForm,
  REGISTER_FIELDS,
  type RegisterFormValues,
  RUT_FORMAT_HINT,
  registerFormSchema,
} from "../register-schema";
import { AuthForm } from "./auth-form";
import { PASSWORD_HINT } from "./password-hint";

const CATEGORY_DATA = PLAYER_CATEGORY_OPTIONS.map((option) => ({ ...option }));

function toBody(values: RegisterFormValues): RegisterInput | null {
  if (!isPlayerCategory(values.category) || values.accept_terms !== true) return null;
  return {
    name: values.name.trim(),
    lastname: values.lastname.trim(),
    username: values.username.trim(),
    email: values.email.trim(),
    rut: normalizeRut(values.rut) ?? values.rut.trim(),
    phone: values.phone.trim(),
    category: values.category,
    password: values.password,
    accept_terms: true,
  };
}

const schemaErrors = schemaResolver(registerFormSchema, { sync: true });

// The strength rule runs once the shape is right, against what the player typed about themselves.
function validate(values: RegisterFormValues): FormErrors {
  const errors = schemaErrors(values);
  const problem = errors.password ? null : loadedPasswordProblem(values.password, values);
  return problem ? { ...errors, password: problem } : errors;
}

export function RegisterForm({ onRegistered }: { onRegistered: (jwt: string, email: string) => void }) {
  usePasswordPolicy();
  const registerMutation = useRegister();
  const form = useForm<RegisterFormValues>({
    initialValues: emptyRegisterForm,
    validate,
    // The RUT is checked while typing: its check digit is the mistake people make most.
    validateInputOnChange: ["rut", "passwordConfirmation"],
    validateInputOnBlur: true,
  });
  const { alert, setAlert, onError } = useServerErrors(form.setErrors, REGISTER_FIELDS);
  const rutOk = isValidRut(form.values.rut);

  const submit = form.onSubmit(async (values) => {
    const body = toBody(values);
    if (!body) return;
    const problem = await passwordProblem(values.password, values);
    if (problem) return form.setFieldError("password", problem);
    setAlert(null);
    registerMutation.mutate(body, {
      onSuccess: (result) => onRegistered(result.jwt, result.user.email),
      onError,
    });
  });

  return (
    <AuthForm
      onSubmit={submit}
      alert={alert}
      submitLabel="Crear cuenta"
      submitting={registerMutation.isPending}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput label="Nombre" autoComplete="given-name" required {...form.getInputProps("name")} />
        <TextInput label="Apellido" autoComplete="family-name" required {...form.getInputProps("lastname")} />
      </SimpleGrid>
      <TextInput
        label="Nombre de usuario"
        description="De 3 a 30 letras, números, punto, guion o guion bajo"
        autoComplete="username"
        required
        {...form.getInputProps("username")}
      />
      <TextInput label="Correo" type="email" autoComplete="email" required {...form.getInputProps("email")} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label="RUT"
          description={`Formato: ${RUT_FORMAT_HINT}`}
          placeholder={RUT_FORMAT_HINT}
          required
          rightSection={rutOk ? <IconCheck size={16} color="var(--mantine-color-green-6)" /> : null}
          {...form.getInputProps("rut")}
        />
        <TextInput
          label="Teléfono"
          description="Ejemplo: +56 9 1234 5678"
          type="tel"
          autoComplete="tel"
          required
          {...form.getInputProps("phone")}
        />
      </SimpleGrid>
      <Select
        label="Categoría"
        placeholder="Elige tu categoría"
        data={CATEGORY_DATA}
        required
        {...form.getInputProps("category")}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <PasswordInput
          label="Contraseña"
          description={PASSWORD_HINT}
          autoComplete="new-password"
          required
          {...form.getInputProps("password")}
        />
        <PasswordInput
          label="Repite la contraseña"
          description="Escríbela otra vez"
          autoComplete="new-password"
          required
          {...form.getInputProps("passwordConfirmation")}
        />
      </SimpleGrid>
      <Checkbox
        label={
          <>
            Acepto los{" "}
            <Anchor component={Link} to="/terms_and_conditions" target="_blank" inherit>
              términos y condiciones y la política de privacidad
            </Anchor>
          </>
        }
        {...form.getInputProps("accept_terms", { type: "checkbox" })}
      />
    </AuthForm>
  );
}
