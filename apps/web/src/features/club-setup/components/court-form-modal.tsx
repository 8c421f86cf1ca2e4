import type { Court } from "@club/contract";
import { Alert, Button, Divider, Group, Modal, Stack, Switch, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { SubmitButton } from "../../../components/submit-button";
import { applyServerErrors } from "../../../lib/form-errors";
import { useSaveCourt } from "../api/save-court";
import {
  type CourtFormValues,
  courtData,
  courtFormFields,
  courtFormValues,
  emptyCourtForm,
  validateCourtForm,
} from "../utils/court-form-values";
import { PriceRowsField } from "./price-rows-field";
import { ScheduleRowsField } from "./schedule-rows-field";

function CourtForm({ court, onDone }: { court: Court | null; onDone: () => void }) {
  const save = useSaveCourt();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<CourtFormValues>({
    initialValues: court ? courtFormValues(court) : emptyCourtForm(),
    validate: validateCourtForm,
  });

  const submit = form.onSubmit((values) => {
    setAlert(null);
    const { data, formFieldOf } = courtData(values);
    save.mutate(
      { id: court?.id ?? null, data },
      {
        onSuccess: (answer) => {
          notifications.show({ color: "green", message: answer.message || "Cancha guardada." });
          onDone();
        },
        onError: (error) =>
          setAlert(applyServerErrors(error, form.setErrors, courtFormFields(values), formFieldOf)),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {alert && (
          <Alert color="red" title="No se pudo guardar la cancha">
            {alert}
          </Alert>
        )}
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label="Nombre" required miw={200} {...form.getInputProps("court_name")} />
          <TextInput
            label="Superficie"
            placeholder="Césped sintético"
            miw={200}
            {...form.getInputProps("surface")}
          />
        </Group>
        <Group gap="xl">
          <Switch label="Techada" {...form.getInputProps("indoor", { type: "checkbox" })} />
          <Switch
            label="Activa (se puede reservar)"
            {...form.getInputProps("active", { type: "checkbox" })}
          />
        </Group>
        <Divider label="Horario semanal" labelPosition="left" />
        <ScheduleRowsField form={form} />
        <Divider label="Precios por duración y franja" labelPosition="left" />
        <PriceRowsField form={form} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            Cancelar
          </Button>
          <SubmitButton loading={save.isPending}>{court ? "Guardar cancha" : "Crear cancha"}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}

/** Creates a court (`court` null) or edits one, with its weekly hours and prices. */
export function CourtFormModal({
  opened,
  court,
  onClose,
}: {
  opened: boolean;
  court: Court | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={court ? `Editar ${court.court_name}` : "Nueva cancha"}
      size="xl"
    >
      {opened && <CourtForm key={court?.id ?? "new"} court={court} onDone={onClose} />}
    </Modal>
  );
}
