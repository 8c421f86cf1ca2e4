import {
  BOOKING_DURATIONS,
  bookingStatusLabel,
  durationText,
  PESOS_RULE,
  STAFF_SETTABLE_STATUSES,
} from "@club/domain";
import {
  Alert,
  Checkbox,
  Grid,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { DateField } from "../../../components/date-field";
import { NumberField } from "../../../components/number-field";
import { SubmitButton } from "../../../components/submit-button";
import { applyServerErrors } from "../../../lib/form-errors";
import { useUnsavedChanges } from "../../../lib/unsaved-changes";
import { useActiveCourts } from "../api/get-courts";
import { type CreatedBookings, useCreateStaffBooking } from "../api/staff-booking-changes";
import { useClearStartThatNoLongerFits } from "../hooks/use-clear-start";
import { useStartOptions } from "../hooks/use-start-options";
import {
  BOOKING_FORM_FIELDS,
  type BookingFormValues,
  emptyBookingForm,
  formFieldOf,
  repeatHelp,
  validateBookingForm,
  validBookingData,
  WEEKS_RULE,
} from "../utils/booking-form-values";
import { BOOKING_TYPE_INFO, type BookingType, DEFAULT_STATUS_OF } from "../utils/booking-types";
import { clubToday } from "../utils/staff-dates";
import type { GhostSlot } from "../utils/staff-paths";
import { PlayerPicker } from "./player-picker";

const DURATION_OPTIONS = BOOKING_DURATIONS.map((m) => ({ value: String(m), label: durationText(m) }));
const STATUS_OPTIONS = STAFF_SETTABLE_STATUSES.map((s) => ({ value: s, label: bookingStatusLabel(s) }));
const TYPE_OPTIONS = (Object.keys(BOOKING_TYPE_INFO) as BookingType[]).map((t) => ({
  value: t,
  label: BOOKING_TYPE_INFO[t].label,
}));

interface Props {
  ghost: GhostSlot | null;
  onCreated: (result: CreatedBookings) => void;
}

/** A booking from the front desk: court, day, start, duration, kind, who, price and weekly repeat. */
export function BookingForm({ ghost, onCreated }: Props) {
  const create = useCreateStaffBooking();
  const courts = useActiveCourts();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<BookingFormValues>({
    initialValues: emptyBookingForm(clubToday(), ghost),
    validate: validateBookingForm,
  });
  useUnsavedChanges(() => form.isDirty() && !create.isSuccess);
  const { values } = form;
  const starts = useStartOptions(values.date, values.court_id, Number(values.duration_int));
  useClearStartThatNoLongerFits(form, starts);

  const submit = form.onSubmit((valid) => {
    setAlert(null);
    create.mutate(validBookingData(valid), {
      onSuccess: (result) => {
        form.resetDirty();
        onCreated(result);
      },
      onError: (error) =>
        setAlert(applyServerErrors(error, form.setErrors, BOOKING_FORM_FIELDS, formFieldOf)),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Nueva reserva">
      <Stack gap="md">
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label="Cancha"
              required
              placeholder={courts.isPending ? "Cargando canchas…" : "Elige la cancha"}
              data={(courts.data ?? []).map((c) => ({ value: String(c.id), label: c.court_name }))}
              allowDeselect={false}
              {...form.getInputProps("court_id")}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <DateField
              label="Fecha"
              required
              min={clubToday()}
              {...form.getInputProps("date")}
              value={form.getValues().date || null}
              onChange={(value) => form.setFieldValue("date", value ?? "")}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 6 }}>
            <Select
              label="Hora de inicio"
              required
              placeholder={starts.placeholder}
              data={starts.options}
              nothingFoundMessage="La cancha no abre ese día"
              allowDeselect={false}
              {...form.getInputProps("start_time")}
              // Mantine's Select keeps the old label for "": null empties it when the start is cleared.
              value={values.start_time || null}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 6 }}>
            <Select
              label="Duración"
              required
              data={DURATION_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps("duration_int")}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label="Tipo de reserva"
              required
              data={TYPE_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps("booking_type")}
              onChange={(value) => {
                const type = (value ?? "match") as BookingType;
                form.setFieldValue("booking_type", type);
                form.setFieldValue("status", DEFAULT_STATUS_OF[type]);
              }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label="Estado"
              description="Abonado y Pagado se obtienen cobrando la reserva"
              required
              data={STATUS_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps("status")}
            />
          </Grid.Col>
        </Grid>

        <Stack gap="xs">
          <Text size="sm" fw={500} id="who-label">
            Quién reserva{values.booking_type === "maintenance" ? " (opcional en una mantención)" : ""}
          </Text>
          <SegmentedControl
            aria-labelledby="who-label"
            data={[
              { value: "walk_in", label: "Cliente sin cuenta" },
              { value: "player", label: "Jugador del club" },
            ]}
            value={values.who}
            onChange={(value) => {
              form.setFieldValue("who", value as BookingFormValues["who"]);
              form.clearFieldError("player");
              form.clearFieldError("walk_in_name");
            }}
          />
          {values.who === "player" ? (
            <PlayerPicker
              value={values.player}
              onChange={(player) => form.setFieldValue("player", player)}
              error={form.errors.player as string | undefined}
            />
          ) : (
            <Grid gap="sm">
              <Grid.Col span={{ base: 12, sm: 7 }}>
                <TextInput
                  label="Nombre"
                  required={values.booking_type !== "maintenance"}
                  maxLength={100}
                  autoComplete="off"
                  {...form.getInputProps("walk_in_name")}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 5 }}>
                <TextInput
                  label="Teléfono"
                  type="tel"
                  maxLength={30}
                  autoComplete="off"
                  {...form.getInputProps("walk_in_phone")}
                />
              </Grid.Col>
            </Grid>
          )}
        </Stack>

        <Stack gap="xs">
          <Checkbox
            label="Precio distinto al de la cancha"
            {...form.getInputProps("special_price", { type: "checkbox" })}
          />
          {values.special_price && (
            <Group grow align="flex-start" wrap="wrap">
              <NumberField
                label="Precio"
                required
                rule={PESOS_RULE}
                unit="$"
                miw={160}
                {...form.getInputProps("price")}
              />
              <TextInput
                label="Motivo del precio"
                required
                maxLength={200}
                miw={200}
                {...form.getInputProps("price_reason")}
              />
            </Group>
          )}
        </Stack>

        <Stack gap="xs">
          <Checkbox label="Repetir cada semana" {...form.getInputProps("repeat", { type: "checkbox" })} />
          {values.repeat && (
            <NumberField
              label="Semanas en total"
              description={repeatHelp(values.weeks)}
              required
              rule={WEEKS_RULE}
              maw={260}
              {...form.getInputProps("weeks")}
            />
          )}
        </Stack>

        {alert && <Alert color="red">{alert}</Alert>}
        <Group>
          <SubmitButton loading={create.isPending}>Crear reserva</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
