import type { Profile } from "@club/contract";
import { categoryCode, PLAYER_CATEGORY_OPTIONS } from "@club/domain";
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { SubmitButton } from "../../../components/submit-button";
import { applyServerErrors } from "../../../lib/form-errors";
import { useUnsavedChanges } from "../../../lib/unsaved-changes";
import { useUpdateProfile } from "../api/profile-queries";
import {
  PROFILE_FORM_FIELDS,
  type ProfileFormValues,
  profileChange,
  profileFormValues,
} from "../utils/profile-form-values";

const CATEGORY_CHOICES = [
  { value: "", label: "Elige tu categoría" },
  ...PLAYER_CATEGORY_OPTIONS.map((option) => ({
    value: categoryCode(option.value),
    label: `${categoryCode(option.value)} · ${option.label}`,
  })),
];

/** Why the category can or cannot be changed here; a club that fixed it is named. */
function categoryHelp(profile: Profile) {
  if (profile.category_locked === null) {
    return "La que juegas hoy. Con tus resultados el club puede moverte de categoría.";
  }
  if (profile.category_locked === "results") {
    return "Tu categoría la mueven tus resultados en el club, según los puntos que fija para cada una.";
  }
  return `${profile.category_fixed_by ?? "Tu club"} fijó tu categoría. Si crees que no corresponde, habla con el club.`;
}

const required = (label: string) => (value: string) =>
  value.trim() === "" ? `${label} es obligatorio` : null;

/** The owner's data, category, side and privacy; saving goes back to their profile. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const save = useUpdateProfile(profile.username);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<ProfileFormValues>({
    initialValues: profileFormValues(profile),
    validate: { name: required("El nombre"), lastname: required("El apellido") },
    validateInputOnBlur: true,
  });
  useUnsavedChanges(() => !save.isPending && !save.isSuccess && form.isDirty());

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      await save.mutateAsync(profileChange(values, profile.category_locked !== null));
      notifications.show({ color: "green", message: "Perfil guardado." });
      navigate("/profile");
    } catch (error) {
      setAlert(applyServerErrors(error, form.setErrors, PROFILE_FORM_FIELDS));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {alert && (
          <Alert color="red" title="No pudimos guardar tu perfil">
            {alert}
          </Alert>
        )}
        <TextInput label="Nombre" autoComplete="given-name" required {...form.getInputProps("name")} />
        <TextInput label="Apellido" autoComplete="family-name" required {...form.getInputProps("lastname")} />
        <TextInput
          label="Teléfono"
          type="tel"
          autoComplete="tel"
          placeholder="+56 9 1234 5678"
          {...form.getInputProps("phone")}
        />
        <NativeSelect
          label="Categoría"
          data={CATEGORY_CHOICES}
          disabled={profile.category_locked !== null}
          description={categoryHelp(profile)}
          {...form.getInputProps("category")}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="side-label">
            Lado de la cancha
          </Text>
          <SegmentedControl
            aria-labelledby="side-label"
            data={[
              { value: "drive", label: "Drive" },
              { value: "reves", label: "Revés" },
              { value: "", label: "Ambos" },
            ]}
            {...form.getInputProps("side")}
          />
        </Stack>
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Text fw={600}>Privacidad</Text>
            <Switch
              label="Ocultar mi teléfono a otros jugadores"
              description="Tu club lo sigue viendo para avisarte de tus reservas."
              {...form.getInputProps("hide_phone", { type: "checkbox" })}
            />
            <Switch
              label="No aparecer en el ranking"
              description="Tus resultados siguen contando; solo no te mostramos en la lista."
              {...form.getInputProps("hide_from_ranking", { type: "checkbox" })}
            />
          </Stack>
        </Paper>
        <Group justify="flex-end">
          <Button component={Link} to="/profile" variant="default">
            Cancelar
          </Button>
          <SubmitButton loading={save.isPending}>Guardar</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
