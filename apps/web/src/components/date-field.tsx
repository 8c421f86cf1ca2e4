import "@mantine/dates/styles.css";
import { isIsoDate } from "@club/domain";
import { DateInput, type DateInputProps } from "@mantine/dates";
import { IconCalendar } from "@tabler/icons-react";
import "../lib/dayjs";

/** How a day is written in Chile, the way the field shows and reads it: 05-12-2026. */
export const DATE_FIELD_FORMAT = "DD-MM-YYYY";

const pad = (part: string) => part.padStart(2, "0");

/**
 * What a person typed, as the API's `YYYY-MM-DD`: `5-12-2026`, `05/12/2026` or `05.12.2026` (day first,
 * as in Chile) or already `2026-12-05`; null for anything that names no real day.
 */
export function parseDayText(text: string): string | null {
  const typed = text.trim();
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(typed);
  const iso = dayFirst ? `${dayFirst[3]}-${pad(dayFirst[2] ?? "")}-${pad(dayFirst[1] ?? "")}` : typed;
  return /^\d{4}-\d{2}-\d{2}$/.test(iso) && isIsoDate(iso) ? iso : null;
}

type DateFieldProps = Omit<
  DateInputProps,
  "value" | "defaultValue" | "onChange" | "minDate" | "maxDate" | "valueFormat" | "dateParser" | "locale"
> & {
  /** `YYYY-MM-DD`, or null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** The first day that can be chosen, `YYYY-MM-DD`. */
  min?: string;
};

/**
 * A day, written and read the es-CL way (DD-MM-YYYY, a calendar in Spanish starting on Monday) whatever
 * the browser's language: a native date field follows the browser and read mm/dd/yyyy in Chromium. Its
 * value stays the API's `YYYY-MM-DD`.
 */
export function DateField({ value, onChange, min, ...props }: DateFieldProps) {
  return (
    <DateInput
      locale="es"
      firstDayOfWeek={1}
      valueFormat={DATE_FIELD_FORMAT}
      dateParser={parseDayText}
      placeholder="DD-MM-AAAA"
      leftSection={<IconCalendar size={16} stroke={1.6} />}
      leftSectionPointerEvents="none"
      // Mantine's clear button is an icon with no name of its own.
      clearButtonProps={{ "aria-label": "Borrar fecha" }}
      value={value}
      minDate={min}
      onChange={(next) => onChange(next === null ? null : String(next).slice(0, 10))}
      {...props}
    />
  );
}
