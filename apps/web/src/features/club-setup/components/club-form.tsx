import type { ClubSettings } from "@club/contract";
import { DEFAULT_TIME_ZONE } from "@club/contract";
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useMemo, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { FormSection } from "../../../components/form-section";
import { SubmitButton } from "../../../components/submit-button";
import { applyServerErrors } from "../../../lib/form-errors";
import { useUnsavedChanges } from "../../../lib/unsaved-changes";
import { useUpdateClub } from "../api/update-club";
import { uploadLogo } from "../api/upload-logo";
import {
  CLUB_FORM_FIELDS,
  type ClubFormValues,
  clubData,
  clubFormFieldOf,
  clubFormValues,
  validateClubForm,
} from "../utils/club-form-values";
import { ONLINE_PAYMENT_OPTIONS, RULE_FIELDS, SERVICE_OPTIONS } from "../utils/club-labels";
import { SETUP_PATH } from "../utils/setup-paths";
import { LogoField, type LogoValue } from "./logo-field";
import { MatchRulesSection } from "./match-rules-section";
import { WholeNumberFields } from "./whole-number-fields";

function timeZones(): string[] {
  const zones = Intl.supportedValuesOf("timeZone");
  return zones.includes(DEFAULT_TIME_ZONE) ? zones : [DEFAULT_TIME_ZONE, ...zones];
}

/** The logo key to save: a picked logo is uploaded first (once), a removed one is null. */
async function logoKeyOf(logo: LogoValue, uploaded: Map<Blob, string>): Promise<string | null> {
  if (!logo?.blob) return logo?.key ?? null;
  const known = uploaded.get(logo.blob);
  if (known) return known;
  const key = await uploadLogo(logo.blob);
  uploaded.set(logo.blob, key);
  return key;
}

/** The club's profile and booking rules; saving goes back to the set-up overview. */
export function ClubForm({ club }: { club: ClubSettings }) {
  const navigate = useNavigate();
  const update = useUpdateClub();
  const [saving, setSaving] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [logo, setLogo] = useState<LogoValue>(club.logo ? { key: club.logo_key, url: club.logo } : null);
  const logoChanged = useRef(false);
  const uploaded = useRef(new Map<Blob, string>());
  const zones = useMemo(timeZones, []);
  const form = useForm<ClubFormValues>({
    initialValues: clubFormValues(club),
    validate: validateClubForm,
    validateInputOnBlur: true,
  });
  useUnsavedChanges(() => !saving && (form.isDirty() || logoChanged.current));

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    setSaving(true);
    try {
      const logo_key = await logoKeyOf(logo, uploaded.current);
      const answer = await update.mutateAsync({ ...clubData(values), logo_key });
      notifications.show({ color: "green", message: answer.message || "Club actualizado." });
      form.resetDirty();
      logoChanged.current = false;
      navigate(SETUP_PATH);
    } catch (error) {
      setAlert(applyServerErrors(error, form.setErrors, CLUB_FORM_FIELDS, clubFormFieldOf));
    } finally {
      setSaving(false);
    }
  });

  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} component="form" onSubmit={submit} noValidate>
      <Stack gap="lg">
        {alert && (
          <Alert color="red" title="No se pudo guardar el club">
            {alert}
          </Alert>
        )}
        <FormSection title="Perfil">
          <LogoField
            value={logo}
            onChange={(next) => {
              logoChanged.current = true;
              setLogo(next);
            }}
            disabled={saving}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Nombre" required {...form.getInputProps("name")} />
            <TextInput label="Dirección" {...form.getInputProps("address")} />
            <TextInput label="Teléfono" placeholder="+56 2 2345 6789" {...form.getInputProps("phone")} />
            <TextInput
              label="Correo de soporte"
              type="email"
              required
              {...form.getInputProps("support_email")}
            />
            <Select
              label="Zona horaria"
              data={zones}
              searchable
              allowDeselect={false}
              nothingFoundMessage="Sin resultados"
              {...form.getInputProps("time_zone")}
            />
          </SimpleGrid>
          <Checkbox.Group label="Servicios activos" {...form.getInputProps("enabled_services")}>
            <Stack gap={6} mt={6}>
              {SERVICE_OPTIONS.map((s) => (
                <Checkbox key={s.id} value={String(s.id)} label={`${s.label}: ${s.description}`} />
              ))}
            </Stack>
          </Checkbox.Group>
        </FormSection>
        <FormSection title="Reglas de reserva">
          <WholeNumberFields form={form} fields={RULE_FIELDS} />
          <Radio.Group label="Pago en línea al reservar" {...form.getInputProps("online_payment_percentage")}>
            <Stack gap={6} mt={6}>
              {ONLINE_PAYMENT_OPTIONS.map((o) => (
                <Radio key={o.value} value={o.value} label={o.label} />
              ))}
            </Stack>
          </Radio.Group>
        </FormSection>
        <MatchRulesSection form={form} />
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={SETUP_PATH} variant="default" disabled={saving}>
            Cancelar
          </Button>
          <SubmitButton loading={saving}>Guardar cambios</SubmitButton>
        </Group>
      </Stack>
    </Paper>
  );
}
