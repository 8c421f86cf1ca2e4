import type { StaffBookingDetail } from "@club/contract";
import { bookingTakesPayment } from "@club/domain";
import { Alert, Badge, Grid, Group, Paper, Skeleton, Stack, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { BookingStatusBadge } from "../../../components/booking-status-badge";
import { ApiError } from "../../../lib/api-client";
import { routeId } from "../../../lib/route-id";
import { useScreenTitle } from "../../../lib/screen-title";
import { useStaffBooking } from "../api/find-staff-booking";
import { BookingFacts } from "../components/booking-facts";
import { BookingNotFound } from "../components/booking-not-found";
import { CancelBookingButton } from "../components/cancel-booking-button";
import { MoveForm } from "../components/move-form";
import { PayForm } from "../components/pay-form";
import { PaymentsTable } from "../components/payments-table";
import { StatusForm } from "../components/status-form";
import { BOOKING_TYPE_INFO } from "../utils/booking-types";
import { isGhostSegment, parseGhost } from "../utils/staff-paths";
import { NewBookingScreen } from "./new-booking-page";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function BookingView({ booking }: { booking: StaffBookingDetail }) {
  const open = !booking.cancelled;
  const chargeable = bookingTakesPayment(booking.status, booking.booking_type);
  const move = (
    <Section title="Mover a otro horario">
      <MoveForm key={`${booking.court_id}-${booking.date}-${booking.start_time}`} booking={booking} />
    </Section>
  );
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm" align="flex-start">
        <Group gap="sm">
          <Title order={1} size="h2">
            Reserva #{booking.id}
          </Title>
          <BookingStatusBadge audience="staff" status={booking.status} cancelled={booking.cancelled} />
          {booking.booking_type !== "match" && (
            <Badge variant="light" color={BOOKING_TYPE_INFO[booking.booking_type].color}>
              {BOOKING_TYPE_INFO[booking.booking_type].label}
            </Badge>
          )}
        </Group>
        {open && <CancelBookingButton booking={booking} />}
      </Group>
      <BookingFacts booking={booking} />
      {open && (
        <Grid gap="lg">
          {chargeable && (
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Section title="Cobrar en recepción">
                <PayForm booking={booking} />
              </Section>
            </Grid.Col>
          )}
          {/* Without a charge form (a maintenance), state and move sit side by side. */}
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="lg">
              <Section title="Estado">
                <StatusForm booking={booking} />
              </Section>
              {chargeable && move}
            </Stack>
          </Grid.Col>
          {!chargeable && <Grid.Col span={{ base: 12, md: 6 }}>{move}</Grid.Col>}
        </Grid>
      )}
      <PaymentsTable payments={booking.payments} />
    </Stack>
  );
}

function Booking({ id }: { id: number | null }) {
  const { data, error } = useStaffBooking(id);
  const missing = id === null || (error instanceof ApiError && error.status === 404);
  useScreenTitle(data ? `Reserva #${data.id}` : missing ? "Reserva no encontrada" : undefined);
  if (missing) return <BookingNotFound />;
  if (error && !data) {
    return (
      <Alert color="red" title="No se pudo cargar la reserva">
        {error.message}
      </Alert>
    );
  }
  if (!data) {
    return (
      <Stack gap="lg" aria-busy="true" aria-label="Cargando reserva">
        <Skeleton h={36} w={280} />
        <Skeleton h={200} />
        <Skeleton h={260} />
      </Stack>
    );
  }
  return <BookingView booking={data} />;
}

/** /admin/reservas/{id}: the booking and what the desk does with it; a ghost segment is a new booking. */
export function BookingPage() {
  const segment = useParams().id;
  if (isGhostSegment(segment)) return <NewBookingScreen key={segment} ghost={parseGhost(segment ?? "")} />;
  return <Booking key={segment} id={routeId(segment)} />;
}
