import type { StaffDay } from "@club/contract";
import { useStaffDays } from "../api/get-staff-day";
import { dayColumns } from "../utils/grid-columns";
import { GridEmpty, GridError, GridSkeleton } from "./grid-states";
import { TimeGrid } from "./time-grid";
import { WeekAgenda } from "./week-agenda";

/** A week: one court's days side by side on the time grid, or every court's bookings day by day. */
export function WeekView({ dates, court }: { dates: readonly string[]; court: number | null }) {
  const results = useStaffDays(dates);
  const failed = results.find((r) => r.error);
  if (failed?.error) {
    return (
      <GridError
        message={failed.error.message}
        onRetry={() => {
          for (const r of results) if (r.error) void r.refetch();
        }}
      />
    );
  }
  const days = results.map((r) => r.data).filter((d): d is StaffDay => d !== undefined);
  if (days.length < dates.length) return <GridSkeleton />;
  if (court === null) {
    return <WeekAgenda days={days.map((day) => ({ date: day.date, bookings: day.bookings }))} />;
  }
  const columns = dayColumns(days, court);
  if (columns.every((c) => c.slots.length === 0 && c.bookings.length === 0)) {
    return <GridEmpty title="Esta cancha no tiene horario esta semana" />;
  }
  return <TimeGrid columns={columns} label="Reservas de la semana por día" columnWidth={112} />;
}
