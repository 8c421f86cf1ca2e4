import { useStaffDay } from "../api/get-staff-day";
import { clubToday } from "../utils/staff-dates";
import type { DaySlot } from "../utils/time-grid";

/** The starts a court offers on a day for a select: the taken and gone-by ones shown, not choosable. */
export function useStartOptions(date: string, courtId: string) {
  const day = useStaffDay(date, courtId !== "" && date !== "");
  const court = day.data?.courts.find((c) => String(c.id) === courtId);
  // Today's earlier hours stay choosable: the desk notes who is already playing.
  const open = (slot: DaySlot) => slot.available || (slot.status === null && date === clubToday());
  const options = (court?.slots ?? []).map((slot) => ({
    value: slot.start_time,
    label: open(slot) ? slot.start_time : `${slot.start_time} (${slot.status ? "ocupado" : "pasado"})`,
    disabled: !open(slot),
  }));
  const placeholder =
    courtId === "" ? "Elige antes la cancha" : day.isFetching && !day.data ? "Cargando…" : "Elige la hora";
  return { options, placeholder };
}
