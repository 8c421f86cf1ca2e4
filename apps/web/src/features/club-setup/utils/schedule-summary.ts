import type { Court } from "@club/contract";
import { BAND_LABELS, WEEKDAYS } from "./weekdays";

type Span = Court["schedules"][number];

const spanText = (s: Span) => `${s.start_time}–${s.end_time} ${BAND_LABELS[s.band].toLowerCase()}`;

/**
 * A court's week in a few lines: consecutive weekdays with the same hours are joined ("Lun–Vie
 * 08:00–18:00 valle, 18:00–23:00 punta"); days without hours are left out.
 */
export function scheduleSummary(schedules: readonly Span[]): { days: string; hours: string }[] {
  const dayText = WEEKDAYS.map((day) =>
    schedules
      .filter((s) => s.weekday === day.value)
      .sort((a, b) => a.start_time.localeCompare(b.start_time))
      .map(spanText)
      .join(", "),
  );
  const lines: { days: string; hours: string }[] = [];
  let first = 0;
  for (let i = 1; i <= WEEKDAYS.length; i++) {
    if (i < WEEKDAYS.length && dayText[i] === dayText[first]) continue;
    const hours = dayText[first] ?? "";
    if (hours) {
      const from = WEEKDAYS[first]?.short ?? "";
      const to = WEEKDAYS[i - 1]?.short ?? "";
      lines.push({ days: first === i - 1 ? from : `${from}–${to}`, hours });
    }
    first = i;
  }
  return lines;
}

/** The slot lengths a court uses, e.g. "30 min" or "30 y 60 min". */
export function slotLengths(schedules: readonly Span[]): string {
  const lengths = [...new Set(schedules.map((s) => s.slot_minutes))].sort((a, b) => a - b);
  if (lengths.length === 0) return "—";
  return `${lengths.length === 1 ? lengths[0] : `${lengths.slice(0, -1).join(", ")} y ${lengths.at(-1)}`} min`;
}
