import { TextInput } from "@mantine/core";

/** "Desde" and "Hasta", days of the club's calendar, both included; an end before the start is flagged. */
export function DateRangeFilter({
  startDate,
  endDate,
  onChange,
  startLabel = "Desde",
}: {
  startDate: string | null;
  endDate: string | null;
  onChange: (key: "from" | "to", value: string | null) => void;
  startLabel?: string;
}) {
  const endBeforeStart = startDate && endDate && endDate < startDate;
  return (
    <>
      <TextInput
        type="date"
        label={startLabel}
        value={startDate ?? ""}
        onChange={(e) => onChange("from", e.currentTarget.value || null)}
        w={{ base: "calc(50% - 6px)", sm: 170 }}
      />
      <TextInput
        type="date"
        label="Hasta"
        value={endDate ?? ""}
        onChange={(e) => onChange("to", e.currentTarget.value || null)}
        error={endBeforeStart ? "Debe ser igual o posterior a «Desde»" : undefined}
        w={{ base: "calc(50% - 6px)", sm: 170 }}
      />
    </>
  );
}
