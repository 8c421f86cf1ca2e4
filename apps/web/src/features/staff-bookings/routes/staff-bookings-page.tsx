import { longDateText } from "@club/domain";
import { Button, Group, SegmentedControl, Select, Stack, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { useScreenTitle } from "../../../lib/screen-title";
import { useActiveCourts } from "../api/get-courts";
import { DateNav } from "../components/date-nav";
import { DayView } from "../components/day-view";
import { StatusLegend } from "../components/status-legend";
import { WeekView } from "../components/week-view";
import { type GridView, useGridParams } from "../hooks/use-grid-params";
import { weekOf, weekText } from "../utils/staff-dates";
import { NEW_BOOKING_PATH } from "../utils/staff-paths";

const ALL = "all";

/** /admin/reservas: the front desk's grid, by day or by week, remembered in the address. */
export function StaffBookingsPage() {
  useScreenTitle("Reservas");
  const { date, view, court, set, step } = useGridParams();
  const courts = useActiveCourts();
  const week = weekOf(date);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={1} size="h2">
          Reservas
        </Title>
        <Button component={Link} to={NEW_BOOKING_PATH} leftSection={<IconPlus size={18} />}>
          Nueva reserva
        </Button>
      </Group>
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          aria-label="Vista"
          value={view}
          onChange={(value) => set({ view: value as GridView })}
          data={[
            { value: "dia", label: "Día" },
            { value: "semana", label: "Semana" },
          ]}
        />
        <Select
          aria-label="Cancha"
          w={220}
          allowDeselect={false}
          value={court === null ? ALL : String(court)}
          onChange={(value) => set({ court: value === null || value === ALL ? null : Number(value) })}
          data={[
            { value: ALL, label: "Todas las canchas" },
            ...(courts.data ?? []).map((c) => ({ value: String(c.id), label: c.court_name })),
          ]}
        />
      </Group>
      <DateNav
        title={view === "dia" ? longDateText(date) : `Semana del ${weekText(week)}`}
        date={date}
        stepDays={view === "dia" ? 1 : 7}
        unit={view === "dia" ? "Día" : "Semana"}
        onStep={step}
        onDate={(next) => set({ date: next })}
      />
      <StatusLegend />
      {view === "dia" ? <DayView date={date} court={court} /> : <WeekView dates={week} court={court} />}
    </Stack>
  );
}
