import type { RecordOrder } from "@club/contract";
import { formatClp, paymentMethodLabel } from "@club/domain";
import { Anchor, Badge, Table } from "@mantine/core";
import { Link } from "react-router";
import { RecordSection } from "./record-section";

const STATUS = {
  pending: { label: "Pendiente", color: "yellow" },
  paid: { label: "Pagada", color: "green" },
  cancelled: { label: "Anulada", color: "red" },
} as const;

const paymentsText = (order: RecordOrder) =>
  order.order_payments.map((p) => `${paymentMethodLabel(p.method)} ${formatClp(p.amount)}`).join(" · ") ||
  "—";

/** The session's sales, and the refunds of cancelled sales it paid out. */
export function RecordOrders({ orders }: { orders: readonly RecordOrder[] }) {
  return (
    <RecordSection
      title="Ventas de la sesión"
      empty={orders.length === 0 ? "No hubo ventas ni devoluciones en esta caja." : null}
      minWidth={640}
      head={
        <>
          <Table.Th>Hora</Table.Th>
          <Table.Th>Venta</Table.Th>
          <Table.Th>Estado</Table.Th>
          <Table.Th>Pagos</Table.Th>
          <Table.Th ta="right">Monto</Table.Th>
        </>
      }
    >
      {orders.map((o) => {
        const refund = o.kind === "refund";
        const status = STATUS[o.order_status];
        return (
          <Table.Tr key={`${o.kind}-${o.id}`}>
            <Table.Td>
              {o.datetime.date} {o.datetime.timeWithoutSeconds}
            </Table.Td>
            <Table.Td>
              <Anchor component={Link} to={`/admin/ventas/${o.id}`} size="sm">
                {refund ? `Devolución de la venta #${o.id}` : `Venta #${o.id}`}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Badge color={status.color} variant="light">
                {status.label}
              </Badge>
            </Table.Td>
            <Table.Td>{paymentsText(o)}</Table.Td>
            <Table.Td ta="right">
              {refund ? "−" : ""}
              {formatClp(o.order_amount)}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </RecordSection>
  );
}
