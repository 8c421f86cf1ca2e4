import { DateField } from "./date-field";

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
      <DateField
        label={startLabel}
        clearable
        value={startDate}
        onChange={(value) => onChange("from", value)}
        w={{ base: "calc(50% - 6px)", sm: 170 }}
      />
      <DateField
        label="Hasta"
        clearable
        value={endDate}
        onChange={(value) => onChange("to", value)}
        error={endBeforeStart ? "Debe ser igual o posterior a «Desde»" : undefined}
        w={{ base: "calc(50% - 6px)", sm: 170 }}
      />
    </>
  );
}
