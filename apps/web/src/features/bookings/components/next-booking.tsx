import { Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconCalendarPlus, IconRepeat } from "@tabler/icons-react";
import { Link } from "react-router";
import { useMyBookings } from "../api/get-my-bookings";
import { BookingCard } from "./booking-card";
import { LoadError } from "./load-error";

/** The home's first card: the nearest booking, and the way back to its club's grid. */
export function NextBooking() {
  const next = useMyBookings("upcoming", 1, 1);
  const booking = next.data?.bookings[0];
  return (
    <Stack gap="sm" component="section" aria-labelledby="next-booking-title">
      <Title order={3} id="next-booking-title">
        Tu próxima reserva
      </Title>
      {next.isPending ? (
        <Skeleton height={120} radius="md" />
      ) : next.isError ? (
        <LoadError error={next.error} onRetry={() => void next.refetch()} />
      ) : booking ? (
        <BookingCard booking={booking}>
          <Group gap="sm" mt={4}>
            <Button
              component={Link}
              to={`/court?club=${booking.club.id}`}
              leftSection={<IconRepeat size={16} />}
            >
              Reservar de nuevo
            </Button>
            <Button component={Link} to="/reservas" variant="default">
              Mis reservas
            </Button>
          </Group>
        </BookingCard>
      ) : (
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs" align="flex-start">
            <Text>No tienes reservas próximas.</Text>
            <Button component={Link} to="/court" leftSection={<IconCalendarPlus size={16} />}>
              Reservar una cancha
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
