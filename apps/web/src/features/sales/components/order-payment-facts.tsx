import type { OrderDetail } from "@club/contract";
import { formatClp, paymentMethodLabel } from "@club/domain";
import { Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Fact } from "../../../components/fact";
import { momentText } from "../../../lib/order-line-text";
import { ORDER_SOURCE_LABELS } from "../../../lib/order-source-labels";
import { clientText } from "../utils/order-text";

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm" c={strong ? undefined : "dimmed"} fw={strong ? 600 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500}>
        {value}
      </Text>
    </Group>
  );
}

/** The total, the payments by method, and the cash handed over and given back. */
export function OrderPayments({ order }: { order: OrderDetail }) {
  const { payments } = order.order_details;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="order-payment-title">
      <Title order={2} size="h4" mb="xs" id="order-payment-title">
        Pago
      </Title>
      <Stack gap={6}>
        <Row label="Total" value={formatClp(order.order_amount)} strong />
        <Divider />
        {payments.length === 0 ? (
          <Text size="sm" c="dimmed">
            Sin pagos registrados.
          </Text>
        ) : (
          payments.map((p) => (
            <Row key={p.method} label={paymentMethodLabel(p.method)} value={formatClp(p.amount)} />
          ))
        )}
        {order.order_cash_payed > 0 && (
          <>
            <Divider />
            <Row label="Efectivo recibido" value={formatClp(order.order_cash_payed)} />
            <Row label="Vuelto" value={formatClp(order.order_change)} />
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** When and where the order was made, paid and cancelled, and by which register (`withSource`: its origin too). */
export function OrderFacts({ order, withSource = true }: { order: OrderDetail; withSource?: boolean }) {
  const client = clientText(order);
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md">
        <Fact label="Fecha" value={momentText(order.order_date)} />
        {withSource && <Fact label="Origen" value={ORDER_SOURCE_LABELS[order.order_source]} />}
        {order.order_details.cash_register && (
          <Fact label="Caja" value={order.order_details.cash_register.cash_register_name} />
        )}
        {order.order_paid_date && <Fact label="Pagada" value={momentText(order.order_paid_date)} />}
        {order.order_cancelled_date && (
          <Fact label="Anulada" value={momentText(order.order_cancelled_date)} />
        )}
        {order.order_refund_cash_register && (
          <Fact label="Devolución en" value={order.order_refund_cash_register.cash_register_name} />
        )}
        {client && <Fact label="Cliente" value={client} />}
      </SimpleGrid>
    </Paper>
  );
}
