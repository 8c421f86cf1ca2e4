import { useStaffDay } from "../api/get-staff-day";

/** The starts a court offers on a day for a select: the taken and gone-by ones shown, not choosable. */
export function useStartOptions(date: string, courtId: string) {
  const day = useStaffDay(date, courtId !== "" && date !== "");
  const court = day.data?.courts.find((c) => String(c.id) === courtId);
  const options = (court?.slots ?? []).map((slot) => ({
    value: slot.start_time,
    label: slot.available ? slot.start_time : `${slot.start_time} (${slot.status ? "ocupado" : "pasado"})`,
    disabled: !slot.available,
  }));
  const placeholder =
    courtId === "" ? "Elige antes la cancha" : day.isFetching && !day.data ? "Cargando…" : "Elige la hora";
  return { options, placeholder };
}
