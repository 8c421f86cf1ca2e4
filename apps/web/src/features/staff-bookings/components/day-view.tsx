import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { useStaffDay } from "../api/get-staff-day";
import { courtColumns } from "../utils/grid-columns";
import { GridEmpty, GridError, GridSkeleton } from "./grid-states";
import { TimeGrid } from "./time-grid";

/** One day: the club's courts side by side (or one court), time down. */
export function DayView({ date, court }: { date: string; court: number | null }) {
  const { data, error, refetch, isPending } = useStaffDay(date);
  if (isPending) return <GridSkeleton />;
  if (error) return <GridError message={error.message} onRetry={() => void refetch()} />;
  if (data.courts.length === 0) {
    return (
      <GridEmpty title="No hay canchas activas">
        <Text c="dimmed" size="sm">
          Crea o activa una cancha en{" "}
          <Anchor component={Link} to="/admin/configuracion">
            Configuración
          </Anchor>{" "}
          para recibir reservas.
        </Text>
      </GridEmpty>
    );
  }
  const columns = courtColumns(data, court);
  if (columns.every((c) => c.slots.length === 0 && c.bookings.length === 0)) {
    return (
      <GridEmpty title="El club no abre este día">
        <Text c="dimmed" size="sm">
          Ninguna cancha tiene horario ni reservas en esta fecha.
        </Text>
      </GridEmpty>
    );
  }
  return (
    <>
      {data.bookings.length === 0 && (
        <Text size="sm" c="dimmed">
          Aún no hay reservas este día. Toca un horario libre para crear una.
        </Text>
      )}
      <TimeGrid columns={columns} label="Reservas del día por cancha" />
    </>
  );
}
