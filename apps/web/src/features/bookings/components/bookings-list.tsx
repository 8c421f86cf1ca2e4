import { Button, Group, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCalendarOff } from "@tabler/icons-react";
import { Link } from "react-router";
import { ListPagination } from "../../../components/list-pagination";
import type { BookingScope } from "../api/booking-keys";
import { useMyBookings } from "../api/get-my-bookings";
import { BookingCard } from "./booking-card";
import { CalendarButton } from "./calendar-button";
import { CancelBookingButton } from "./cancel-booking-button";
import { CancelPolicy, cancellable } from "./cancel-policy";
import { GridSkeleton } from "./grid-skeleton";
import { LoadError } from "./load-error";
import { OpenMatchButton } from "./open-match-button";
import { PayLink } from "./pay-link";

function EmptyBookings({ scope }: { scope: BookingScope }) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconCalendarOff size={26} />
      </ThemeIcon>
      <Text fw={600}>
        {scope === "upcoming" ? "No tienes reservas próximas" : "Aún no tienes reservas pasadas"}
      </Text>
      {scope === "upcoming" && (
        <Button component={Link} to="/court" mt="xs">
          Reservar una cancha
        </Button>
      )}
    </Stack>
  );
}

/** One tab of /reservas: its page of bookings, their actions and the pages. */
export function BookingsList({
  scope,
  page,
  onPage,
}: {
  scope: BookingScope;
  page: number;
  onPage: (page: number) => void;
}) {
  const list = useMyBookings(scope, page);
  if (list.isPending) return <GridSkeleton label="Cargando reservas" />;
  if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
  const { bookings, pagination } = list.data;
  if (bookings.length === 0) return <EmptyBookings scope={scope} />;

  return (
    <Stack gap="sm">
      {bookings.map((booking) => (
        <BookingCard key={booking.id} booking={booking}>
          {scope === "upcoming" && !booking.cancelled && (
            <>
              <CancelPolicy booking={booking} />
              <Group gap="sm" mt={4}>
                <PayLink booking={booking} />
                <CalendarButton booking={booking} />
                <OpenMatchButton booking={booking} />
                {cancellable(booking) && <CancelBookingButton booking={booking} />}
              </Group>
            </>
          )}
        </BookingCard>
      ))}
      <ListPagination info={pagination} onChange={onPage} />
    </Stack>
  );
}
