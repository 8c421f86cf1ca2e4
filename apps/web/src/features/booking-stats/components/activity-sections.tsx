import type { BookingActivityReport } from "@club/contract";
import { SimpleGrid, Table, Text } from "@mantine/core";
import { CHANNEL_LABELS, formatCount, formatHours, NOTICE_LABELS } from "../utils/stats-labels";
import { CountChart } from "./count-chart";
import { StatsSection } from "./stats-section";

/** Bookings by channel, new and returning players, cancellations and no-shows. */
export function ActivitySections({ report }: { report: BookingActivityReport }) {
  const { cancellations, players } = report;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <StatsSection
        title="Reservas por canal"
        note={`${formatCount(report.bookings)} reservas de jugadores en el período.`}
      >
        <CountChart
          caption="Reservas por canal"
          rows={report.channels.map((c, i) => ({
            key: c.channel,
            label: CHANNEL_LABELS[c.channel],
            count: c.bookings,
            color: i === 0 ? "blue.6" : "teal.6",
            detail: formatHours(c.minutes),
          }))}
        />
      </StatsSection>
      <StatsSection
        title="Jugadores nuevos y que vuelven"
        note="Nuevo: su primera reserva en el club cae en este período."
      >
        <CountChart
          caption="Jugadores con reservas en el período"
          rows={[
            { key: "new", label: "Nuevos", count: players.new, color: "grape.6" },
            { key: "returning", label: "Vuelven", count: players.returning, color: "blue.6" },
          ]}
        />
      </StatsSection>
      <StatsSection
        title="Cancelaciones"
        note="Reservas de jugadores que empezaban en el período y se cancelaron, y retenciones en línea que vencieron sin pago."
      >
        <CountChart
          caption="Cancelaciones por quién"
          rows={[
            { key: "player", label: "Por el jugador", count: cancellations.by_player, color: "orange.6" },
            { key: "club", label: "Por el club", count: cancellations.by_club, color: "red.6" },
            {
              key: "hold",
              label: "Retención sin pagar",
              count: cancellations.by_expired_hold,
              color: "gray.6",
            },
          ]}
        />
        <Table withTableBorder fz="sm">
          <Table.Caption>Aviso con que se canceló (sin las retenciones vencidas)</Table.Caption>
          <Table.Tbody>
            {cancellations.notice.map((n) => (
              <Table.Tr key={n.notice}>
                <Table.Th scope="row">{NOTICE_LABELS[n.notice]}</Table.Th>
                <Table.Td ta="right">{formatCount(n.count)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </StatsSection>
      <StatsSection
        title="Inasistencias"
        note="El sistema no registra la asistencia. Contamos como inasistencia una reserva ya terminada, no cancelada, que no es clase ni bloqueo y de la que no se cobró nada (ni en línea, ni en recepción, ni en el punto de venta)."
      >
        <Text fz={36} fw={700} lh={1} data-testid="no-shows">
          {formatCount(report.no_shows)}
        </Text>
        <Text size="sm" c="dimmed">
          {report.bookings > 0
            ? `de ${formatCount(report.bookings)} reservas del período`
            : "Aún no hay reservas en este período."}
        </Text>
      </StatsSection>
    </SimpleGrid>
  );
}
