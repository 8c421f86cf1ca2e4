import type { RecordBookingPayment } from "@club/contract";
import { formatClp, formatIsoDay } from "@club/domain";
import { Anchor, Paper, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { methodLabel } from "../../../lib/payment-method-labels";

/** The booking payments taken at reception into the session. */
export function RecordPayments({ payments }: { payments: readonly RecordBookingPayment[] }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="xs">
        Pagos de reservas en recepción
      </Title>
      {payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          No se cobraron reservas en esta caja.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label="Pagos de reservas en recepción">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Hora</Table.Th>
                <Table.Th>Reserva</Table.Th>
                <Table.Th>Medio</Table.Th>
                <Table.Th>Porcentaje</Table.Th>
                <Table.Th ta="right">Monto</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payments.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>
                    {p.datetime.date} {p.datetime.timeWithoutSeconds}
                  </Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/admin/reservas/${p.booking.id}`} size="sm">
                      {p.booking.court_name} · {formatIsoDay(p.booking.date)} {p.booking.start_time}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{methodLabel(p.method)}</Table.Td>
                  <Table.Td>{p.percentage} %</Table.Td>
                  <Table.Td ta="right">{formatClp(p.amount)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
