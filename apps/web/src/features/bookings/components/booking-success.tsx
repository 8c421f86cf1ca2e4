import type { Booking } from "@club/contract";
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCircleCheck } from "@tabler/icons-react";
import { Link } from "react-router";
import { StatusBadge } from "../../../components/status-badge";
import { factsOf } from "../utils/booking-facts";
import { BookingSummary } from "./booking-summary";

/**
 * The booking just made. Online payment is not offered yet: a club that asks none (no hold on the
 * booking) is paid at the club; otherwise the status says where the booking stands.
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
          <StatusBadge status={booking.status} />
        </Group>
        <BookingSummary facts={factsOf(booking)} />
        {booking.hold_until === null && (
          <Text size="sm" c="dimmed">
            Por ahora el pago se hace en el club, al llegar.
          </Text>
        )}
        <Group grow gap="sm">
          <Button component={Link} to="/reservas" size="md">
            Ver mis reservas
          </Button>
          <Button variant="default" size="md" onClick={onAnother}>
            Reservar otra
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
