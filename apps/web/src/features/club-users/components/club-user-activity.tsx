import type { ClubUserBooking, ClubUserOrder } from "@club/contract";
import { formatClp, formatIsoDay } from "@club/domain";
import { Anchor, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { BookingStatusBadge } from "../../../components/booking-status-badge";
import { OrderStatusBadge } from "../../../components/order-status-badge";
import { PageCards, PageTable } from "../../../components/page-list";

function Section({
  title,
  empty,
  children,
}: {
  title: string;
  empty: string | null;
  children: React.ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {empty ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
}

const bookingWhen = (b: ClubUserBooking) => `${formatIsoDay(b.date)} · ${b.start_time}–${b.end_time}`;
const BookingLink = ({ booking: b }: { booking: ClubUserBooking }) => (
  <Anchor component={Link} to={`/admin/reservas/${b.id}`} size="sm" fw={500}>
    {bookingWhen(b)}
  </Anchor>
);

const BOOKING_COLUMNS = ["Fecha y hora", "Cancha", "Estado", "Precio", "Pagado"] as const;
const BOOKING_RIGHT = new Set(["Precio", "Pagado"]);

/** The member's bookings at the club, newest first (the last 50). */
export function ClubUserBookings({ bookings, phone }: { bookings: ClubUserBooking[]; phone: boolean }) {
  return (
    <Section title="Reservas" empty={bookings.length === 0 ? "Aún no tiene reservas en el club." : null}>
      {phone ? (
        <PageCards
          label="Reservas del usuario"
          items={bookings}
          card={(b) => (
            <>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <BookingLink booking={b} />
                <BookingStatusBadge audience="staff" status={b.status} cancelled={b.cancelled} />
              </Group>
              <Text size="xs" c="dimmed">
                {b.court_name} · {formatClp(b.price)} · pagado {formatClp(b.paid)}
              </Text>
            </>
          )}
        />
      ) : (
        <PageTable
          label="Reservas del usuario"
          columns={BOOKING_COLUMNS}
          right={BOOKING_RIGHT}
          minWidth={640}
          rows={bookings}
          loading={false}
          row={(b) => (
            <Table.Tr key={b.id}>
              <Table.Td>
                <BookingLink booking={b} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{b.court_name}</Text>
              </Table.Td>
              <Table.Td>
                <BookingStatusBadge audience="staff" status={b.status} cancelled={b.cancelled} />
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{formatClp(b.price)}</Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm" fw={500}>
                  {formatClp(b.paid)}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        />
      )}
    </Section>
  );
}

const orderWhen = (o: ClubUserOrder) => `${o.order_date.date} ${o.order_date.timeWithoutSeconds}`;

/** The orders that charged the member's bookings, newest first. */
export function ClubUserOrders({ orders }: { orders: ClubUserOrder[] }) {
  return (
    <Section title="Pedidos" empty={orders.length === 0 ? "Ningún pedido cobró sus reservas." : null}>
      <PageCards
        label="Pedidos del usuario"
        items={orders}
        card={(o) => (
          <>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Anchor component={Link} to={`/admin/ventas/${o.id}`} size="sm" fw={600}>
                Pedido #{o.id}
              </Anchor>
              <OrderStatusBadge status={o.order_status} />
            </Group>
            <Text size="xs" c="dimmed">
              {orderWhen(o)} · total {formatClp(o.order_amount)} · sus reservas {formatClp(o.bookings_amount)}
            </Text>
          </>
        )}
      />
    </Section>
  );
}
