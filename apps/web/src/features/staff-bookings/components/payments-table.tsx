import type { BookingPayment } from "@club/contract";
import { formatClp, paymentMethodLabel, paymentPartText } from "@club/domain";
import { Paper, Table, Text, Title } from "@mantine/core";
import { PaymentChannel, paymentRowKey } from "../../../components/payment-channel";
import { paymentStatusLabel } from "../../../lib/payment-method-labels";
import { instantText } from "./booking-facts";

/** The booking's payments so far: online, at reception and in sales of the point of sale. */
export function PaymentsTable({ payments }: { payments: readonly BookingPayment[] }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="xs">
        Pagos
      </Title>
      {payments.length === 0 ? (
        <Text size="sm" c="dimmed">
          Aún no hay pagos.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Fecha</Table.Th>
                <Table.Th>Medio</Table.Th>
                <Table.Th>Canal</Table.Th>
                <Table.Th>Porcentaje</Table.Th>
                <Table.Th ta="right">Monto</Table.Th>
                <Table.Th>Estado</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payments.map((p) => (
                <Table.Tr key={paymentRowKey(p)}>
                  <Table.Td>{instantText(p.created_at)}</Table.Td>
                  <Table.Td>{paymentMethodLabel(p.method)}</Table.Td>
                  <Table.Td>
                    <PaymentChannel channel={p.channel} orderId={p.order_id} />
                  </Table.Td>
                  <Table.Td>{paymentPartText(p.percentage)}</Table.Td>
                  <Table.Td ta="right">{formatClp(p.amount)}</Table.Td>
                  <Table.Td>{paymentStatusLabel(p.status)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
