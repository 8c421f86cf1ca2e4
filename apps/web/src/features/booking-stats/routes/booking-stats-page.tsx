import "@mantine/charts/styles.css";
import { formatClp, formatIsoDay } from "@club/domain";
import { Alert, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconCalendarOff } from "@tabler/icons-react";
import { useScreenTitle } from "../../../lib/screen-title";
import { useActivityReport } from "../api/get-activity-report";
import { useOccupancyReport } from "../api/get-occupancy-report";
import { ActivitySections } from "../components/activity-sections";
import { UsageCharts } from "../components/court-usage";
import { OccupancyHeatmap } from "../components/occupancy-heatmap";
import { PeriodPicker } from "../components/period-picker";
import { StatsSection } from "../components/stats-section";
import { StatsSkeleton } from "../components/stats-skeleton";
import { useStatsRange } from "../hooks/use-stats-range";
import { BAND_LABELS, formatCount, formatHours, formatOccupancy } from "../utils/stats-labels";

function Kpi({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </div>
  );
}

/** /admin/estadisticas: how the club's courts were used over a period. */
export function BookingStatsPage() {
  useScreenTitle("Estadísticas");
  const picker = useStatsRange();
  const query = "query" in picker.asked ? picker.asked.query : null;
  const occupancy = useOccupancyReport(query);
  const activity = useActivityReport(query);
  const data = query ? occupancy.data : undefined;
  const covered = data
    ? `Del ${formatIsoDay(data.range.start_date)} al ${formatIsoDay(data.range.end_date)}`
    : null;
  const error = occupancy.error ?? activity.error;
  return (
    <Stack gap="lg">
      <Title order={2}>Estadísticas</Title>
      <PeriodPicker picker={picker} covered={covered} />
      {"problem" in picker.asked && <Alert color="yellow">{picker.asked.problem}</Alert>}
      {query && error && (
        <Alert color="red" title="No se pudieron cargar las estadísticas">
          {error.message}
        </Alert>
      )}
      {query && !error && (!data || !activity.data) && <StatsSkeleton />}
      {query && data && activity.data && (
        <>
          {data.totals.open_minutes === 0 && data.totals.bookings === 0 ? (
            <Stack align="center" gap="xs" py="xl">
              <IconCalendarOff size={40} stroke={1.5} aria-hidden />
              <Text fw={500}>No hay canchas abiertas ni reservas en este período.</Text>
            </Stack>
          ) : null}
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Kpi label="Ocupación" value={formatOccupancy(data.totals.occupancy_percent)} />
            <Kpi label="Horas reservadas" value={formatHours(data.totals.booked_minutes)} />
            <Kpi label="Reservas" value={formatCount(data.totals.bookings)} />
            <Kpi label="Ingresos" value={formatClp(data.totals.revenue)} />
          </SimpleGrid>
          <StatsSection
            title="Ocupación por día y hora"
            note="Minutos reservados por jugadores sobre los minutos en que las canchas activas estaban abiertas, en la hora de Chile. Los bloqueos y mantenciones no cuentan como ocupación: se muestran aparte, en «Bloqueada»."
          >
            <OccupancyHeatmap cells={data.heatmap} />
          </StatsSection>
          <StatsSection
            title="Ocupación e ingresos por cancha"
            note="Ingresos: lo cobrado por las reservas que empiezan en el período (en línea, en recepción y en el punto de venta), sin las ventas anuladas. Incluye lo cobrado por reservas que luego se cancelaron."
          >
            <UsageCharts
              caption="Por cancha"
              rows={data.courts.map((c) => ({ ...c, key: c.court_id, name: c.court_name }))}
            />
          </StatsSection>
          <StatsSection
            title="Horario punta y valle"
            note="Según la franja de precio del horario de cada cancha; una reserva cuenta en la franja en que empieza."
          >
            <UsageCharts
              caption="Por franja"
              rows={data.bands.map((b) => ({ ...b, key: b.band, name: BAND_LABELS[b.band] }))}
            />
          </StatsSection>
          <ActivitySections report={activity.data} />
        </>
      )}
    </Stack>
  );
}
