import type { StaffPayment } from "@club/contract";
import { formatClp } from "@club/domain";
import { Skeleton, Stack, Table, Text } from "@mantine/core";
import { CHANNEL_LABELS, formatDateTime, formatDay, METHOD_LABELS } from "../utils/payment-labels";
import { PaymentStatusBadge } from "./payment-status-badge";

const COLUMNS = ["Fecha", "Reserva", "Cliente", "Canal y medio", "Monto", "Estado", "Caja"] as const;

function PaymentRow({ payment: p }: { payment: StaffPayment }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm">{formatDateTime(p.created_at)}</Text>
        {p.settled_at && (
          <Text size="xs" c="dimmed">
            Liquidado {formatDateTime(p.settled_at)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {p.booking.court_name} · {formatDay(p.booking.date)} {p.booking.start_time}
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
          {CHANNEL_LABELS[p.channel]} · {METHOD_LABELS[p.method]}
        </Text>
        <Text size="xs" c="dimmed">
          {p.percentage} %
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

const SKELETON_ROWS = ["a", "b", "c", "d", "e"];

/** One page of payments; between phone and desktop widths it scrolls sideways in its frame. */
export function PaymentsTable({
  payments,
  loading,
}: {
  payments: StaffPayment[] | undefined;
  loading: boolean;
}) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table highlightOnHover verticalSpacing="xs" aria-label="Pagos de reservas" aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((label) => (
              <Table.Th key={label} ta={label === "Monto" ? "right" : undefined}>
                {label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {payments
            ? payments.map((p) => <PaymentRow key={p.id} payment={p} />)
            : SKELETON_ROWS.map((key) => (
                <Table.Tr key={key}>
                  {COLUMNS.map((label) => (
                    <Table.Td key={label}>
                      <Skeleton h={14} radius="sm" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** On phones: one card per payment. */
export function PaymentsCardList({ payments }: { payments: StaffPayment[] | undefined }) {
  if (!payments) return SKELETON_ROWS.map((key) => <Skeleton key={key} h={72} radius="md" />);
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Pagos de reservas">
      {payments.map((p) => (
        <Stack
          key={p.id}
          component="li"
          gap={2}
          p="sm"
          bd="1px solid var(--mantine-color-default-border)"
          style={{ borderRadius: "var(--mantine-radius-md)" }}
        >
          <Text size="sm" fw={600}>
            {formatClp(p.amount)} · {METHOD_LABELS[p.method]}
          </Text>
          <Text size="sm">
            {p.payer_name ?? "—"} · {p.booking.court_name} {formatDay(p.booking.date)} {p.booking.start_time}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(p.created_at)} · {CHANNEL_LABELS[p.channel]} · {p.percentage} %
            {p.cash_register_name ? ` · ${p.cash_register_name}` : ""}
          </Text>
          <div>
            <PaymentStatusBadge status={p.status} />
          </div>
        </Stack>
      ))}
    </Stack>
  );
}
