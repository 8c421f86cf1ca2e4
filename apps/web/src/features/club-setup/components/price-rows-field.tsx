import { BOOKING_DURATIONS, durationText, PESOS_RULE } from "@club/domain";
import { Group, Select, Stack, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { NumberField } from "../../../components/number-field";
import { type CourtFormValues, newPriceRow } from "../utils/court-form-values";
import { AddRowButton, RemoveRowButton } from "./row-buttons";

const DURATION_OPTIONS = BOOKING_DURATIONS.map((m) => ({ value: String(m), label: durationText(m) }));

/** Prices per duration, off-peak and peak, in whole pesos typed as "12.000"; empty means not offered. */
export function PriceRowsField({ form }: { form: UseFormReturnType<CourtFormValues> }) {
  const rows = form.getValues().prices;
  return (
    <Stack gap="xs">
      {rows.map((row, i) => (
        <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap">
          <Select
            label="Duración"
            data={DURATION_OPTIONS}
            allowDeselect={false}
            w={120}
            {...form.getInputProps(`prices.${i}.duration_int`)}
          />
          <NumberField
            label="Valle ($)"
            rule={PESOS_RULE}
            placeholder="16.000"
            style={{ flex: 1 }}
            {...form.getInputProps(`prices.${i}.off_peak`)}
          />
          <NumberField
            label="Punta ($)"
            rule={PESOS_RULE}
            placeholder="20.000"
            style={{ flex: 1 }}
            {...form.getInputProps(`prices.${i}.peak`)}
          />
          <RemoveRowButton
            mt={28}
            label={`Quitar precio de ${durationText(Number(row.duration_int))}`}
            onClick={() => form.removeListItem("prices", i)}
          />
        </Group>
      ))}
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          Sin precios: los jugadores no pueden reservar esta cancha.
        </Text>
      )}
      <AddRowButton
        label="Agregar duración"
        onClick={() => form.insertListItem("prices", newPriceRow("120"))}
      />
    </Stack>
  );
}
