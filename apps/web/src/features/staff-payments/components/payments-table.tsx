import type { StaffPayment } from "@club/contract";
import { formatClp, formatIsoDay, PAYMENT_METHOD_LABELS, paymentPartText } from "@club/domain";
import { Table, Text } from "@mantine/core";
import { PageCards, PageTable } from "../../../components/page-list";
import { PaymentChannel, paymentRowKey } from "../../../components/payment-channel";
import { formatDateTime, settledAtOf } from "../utils/payment-labels";
import { PaymentStatusBadge } from "./payment-status-badge";

const COLUMNS = ["Fecha", "Reserva", "Cliente", "Canal y medio", "Monto", "Estado", "Caja"] as const;
const RIGHT = new Set(["Monto"]);

function PaymentRow({ payment: p }: { payment: StaffPayment }) {
  const settled = settledAtOf(p);
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{formatDateTime(p.created_at)}</Text>
        {settled && (
          <Text size="xs" c="dimmed">
            Liquidado {formatDateTime(settled)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {p.booking.court_name} · {formatIsoDay(p.booking.date)} {p.booking.start_time}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {p.booking.slug}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{p.payer_name ?? "—"}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          <PaymentChannel channel={p.channel} orderId={p.order_id} /> · {PAYMENT_METHOD_LABELS[p.method]}
        </Text>
        <Text size="xs" c="dimmed">
          {paymentPartText(p.percentage)}
        </Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm" fw={500}>
          {formatClp(p.amount)}
        </Text>
      </Table.Td>
      <Table.Td>
        <PaymentStatusBadge status={p.status} />
      </Table.Td>
      <Table.Td>
        <Text size="sm">{p.cash_register_name ?? "—"}</Text>
      </Table.Td>
    </Table.Tr>
  );
}

const LABEL = "Pagos de reservas";

/** One page of payments. */
export function PaymentsTable({
  payments,
  loading,
}: {
  payments: StaffPayment[] | undefined;
  loading: boolean;
}) {
  return (
    <PageTable
      label={LABEL}
      columns={COLUMNS}
      right={RIGHT}
      minWidth={900}
      rows={payments}
      loading={loading}
      row={(p) => <PaymentRow key={paymentRowKey(p)} payment={p} />}
    />
  );
}

/** On phones: one card per payment. */
export function PaymentsCardList({ payments }: { payments: StaffPayment[] | undefined }) {
  return (
    <PageCards
      label={LABEL}
      items={payments}
      itemKey={paymentRowKey}
      card={(p) => (
        <>
          <Text size="sm" fw={600}>
            {formatClp(p.amount)} · {PAYMENT_METHOD_LABELS[p.method]}
          </Text>
          <Text size="sm">
            {p.payer_name ?? "—"} · {p.booking.court_name} {formatIsoDay(p.booking.date)}{" "}
            {p.booking.start_time}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(p.created_at)} · <PaymentChannel channel={p.channel} orderId={p.order_id} /> ·{" "}
            {paymentPartText(p.percentage)}
            {p.cash_register_name ? ` · ${p.cash_register_name}` : ""}
          </Text>
          <div>
            <PaymentStatusBadge status={p.status} />
          </div>
        </>
      )}
    />
  );
}
