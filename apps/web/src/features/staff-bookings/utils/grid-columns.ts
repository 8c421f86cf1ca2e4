import type { StaffDay } from "@club/contract";
import { shortDateText } from "./staff-dates";
import type { GridColumn } from "./time-grid";

/** The day view: the day's courts side by side (or just the chosen one). */
export function courtColumns(day: StaffDay, court: number | null): GridColumn[] {
  return day.courts
    .filter((c) => court === null || c.id === court)
    .map((c) => ({
      key: String(c.id),
      label: c.court_name,
      courtId: c.id,
      courtName: c.court_name,
      date: day.date,
      slots: c.slots,
      bookings: day.bookings.filter((b) => b.court_id === c.id),
    }));
}

/** The week view of one court: its days side by side (a day it does not open has an empty column). */
export function dayColumns(days: readonly StaffDay[], court: number): GridColumn[] {
  return days.map((day) => {
    const match = day.courts.find((c) => c.id === court);
    return {
      key: day.date,
      label: shortDateText(day.date),
      courtId: court,
      courtName: match?.court_name ?? "",
      date: day.date,
      slots: match?.slots ?? [],
      bookings: day.bookings.filter((b) => b.court_id === court),
    };
  });
}
