import type { RecordBookingPayment } from "@club/contract";
import { formatClp, formatIsoDay, paymentMethodLabel, paymentPartText } from "@club/domain";
import { Anchor, Table } from "@mantine/core";
import { Link } from "react-router";
import { RecordSection } from "./record-section";

/** The booking payments taken at reception into the session. */
export function RecordPayments({ payments }: { payments: readonly RecordBookingPayment[] }) {
  return (
    <RecordSection
      title="Pagos de reservas en recepción"
      empty={payments.length === 0 ? "No se cobraron reservas en esta caja." : null}
      minWidth={560}
      head={
        <>
          <Table.Th>Hora</Table.Th>
          <Table.Th>Reserva</Table.Th>
          <Table.Th>Medio</Table.Th>
          <Table.Th>Porcentaje</Table.Th>
          <Table.Th ta="right">Monto</Table.Th>
        </>
      }
    >
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
          <Table.Td>{paymentMethodLabel(p.method)}</Table.Td>
          <Table.Td>{paymentPartText(p.percentage)}</Table.Td>
          <Table.Td ta="right">{formatClp(p.amount)}</Table.Td>
        </Table.Tr>
      ))}
    </RecordSection>
  );
}
