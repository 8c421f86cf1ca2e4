import type { Booking } from "@club/contract";
import { Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { Link } from "react-router";
import { BookingStatusBadge } from "../../../components/booking-status-badge";
import { factsOf } from "../utils/booking-facts";
import { BookingSummary } from "./booking-summary";
import { PayLink } from "./pay-link";
import { paymentNoteText } from "./payment-note";

/**
 * The booking just made, with the way to pay it online. A club that asks for online payment holds the
 * slot until `hold_until`; one set to «Sin pago en línea» is paid at the club, and offers no online payment.
 */
export function BookingSuccess({ booking, onAnother }: { booking: Booking; onAnother: () => void }) {
  return (
    <Paper withBorder radius="lg" p="lg" maw={520} mx="auto" w="100%">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="green" size={40} radius="xl">
            <IconCircleCheck size={24} />
          </ThemeIcon>
          <Title order={3}>¡Cancha reservada!</Title>
        </Group>
        <Group gap="xs">
          <Text size="sm">Estado:</Text>
          <BookingStatusBadge audience="player" status={booking.status} />
        </Group>
        <BookingSummary facts={factsOf(booking)} />
        {!booking.online_payment ? (
          <Text size="sm" c="dimmed">
            {paymentNoteText(0)}
          </Text>
        ) : booking.hold_until === null ? (
          <Text size="sm" c="dimmed">
            Puedes pagar ahora en línea o en el club, al llegar.
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            Paga para confirmarla: guardamos el horario hasta las{" "}
            {new Date(booking.hold_until).toLocaleTimeString("es-CL", {
              hour: "2-digit",
              minute: "2-digit",
              timeZone: "America/Santiago",
            })}
            .
          </Text>
        )}
        <PayLink booking={booking} size="md" />
        {/* Side by side only where both labels fit whole; on a phone one under the other. */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Button component={Link} to="/reservas" size="md" variant="default">
            Ver mis reservas
          </Button>
          <Button variant="default" size="md" onClick={onAnother}>
            Reservar otra
          </Button>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
