import { BOOKING_DURATIONS } from "@club/domain";
import { Chip, Group, Paper, Select, Stack, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { type CourtFormValues, newScheduleRow } from "../utils/court-form-values";
import { BAND_LABELS, WEEKDAYS } from "../utils/weekdays";
import { AddRowButton, RemoveRowButton } from "./row-buttons";

const SLOT_OPTIONS = BOOKING_DURATIONS.map((m) => ({ value: String(m), label: `${m} min` }));
const BAND_OPTIONS = Object.entries(BAND_LABELS).map(([value, label]) => ({ value, label }));

/** The court's weekly opening hours: each row is one span on the weekdays chosen. */
export function ScheduleRowsField({ form }: { form: UseFormReturnType<CourtFormValues> }) {
  const rows = form.getValues().schedules;
  return (
    <Stack gap="xs">
      {rows.map((row, i) => (
        <Paper key={row.key} withBorder p="sm" radius="md">
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Chip.Group multiple {...form.getInputProps(`schedules.${i}.weekdays`)}>
                <Group gap={4} role="group" aria-label={`Días del horario ${i + 1}`}>
                  {WEEKDAYS.map((day) => (
                    <Chip key={day.value} value={String(day.value)} size="xs" aria-label={day.long}>
                      {day.short}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              <RemoveRowButton
                label={`Quitar horario ${i + 1}`}
                onClick={() => form.removeListItem("schedules", i)}
              />
            </Group>
            {form.errors[`schedules.${i}.weekdays`] && (
              <Text size="xs" c="red">
                {form.errors[`schedules.${i}.weekdays`]}
              </Text>
            )}
            <Group gap="xs" grow preventGrowOverflow={false} wrap="wrap">
              <TextInput
                label="Desde"
                placeholder="08:00"
                miw={90}
                {...form.getInputProps(`schedules.${i}.start_time`)}
              />
              <TextInput
                label="Hasta"
                placeholder="23:00"
                miw={90}
                {...form.getInputProps(`schedules.${i}.end_time`)}
              />
              <Select
                label="Bloque"
                data={SLOT_OPTIONS}
                allowDeselect={false}
                miw={100}
                {...form.getInputProps(`schedules.${i}.slot_minutes`)}
              />
              <Select
                label="Franja"
                data={BAND_OPTIONS}
                allowDeselect={false}
                miw={100}
                {...form.getInputProps(`schedules.${i}.band`)}
              />
            </Group>
          </Stack>
        </Paper>
      ))}
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          Sin horarios: la cancha no se puede reservar.
        </Text>
      )}
      <AddRowButton
        label="Agregar horario"
        onClick={() => form.insertListItem("schedules", newScheduleRow())}
      />
    </Stack>
  );
}
