import type { StaffBookingDetail } from "@club/contract";
import { DEFAULT_TIME_ZONE } from "@club/contract";
import { bookingTakesPayment, clubDateTimeParts, formatClp, longDateText } from "@club/domain";
import { Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { BOOKING_TYPE_INFO } from "../utils/booking-types";
import { bookingPhone, bookingWho } from "../utils/booking-who";
import { BookingTypeMark } from "./booking-type-mark";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}

export const instantText = (iso: string) => {
  const parts = clubDateTimeParts(new Date(iso), DEFAULT_TIME_ZONE);
  return `${parts.date} ${parts.timeWithoutSeconds}`;
};

/**
 * Everything the booking holds: when, where, what kind, for whom, its price and what was paid (a
 * maintenance or a blocked court has no price: it is never charged).
 */
export function BookingFacts({ booking }: { booking: StaffBookingDetail }) {
  const who = bookingWho(booking);
  const phone = bookingPhone(booking);
  const type = BOOKING_TYPE_INFO[booking.booking_type];
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md">
        <Fact label="Fecha">{longDateText(booking.date)}</Fact>
        <Fact label="Horario">
          {booking.start_time}–{booking.end_time} ({booking.duration_text})
        </Fact>
        <Fact label="Cancha">{booking.court_name}</Fact>
        <Fact label="Tipo">
          <Stack gap={0}>
            <span style={{ display: "inline-flex", gap: 6, alignItems: "center" }}>
              <BookingTypeMark type={booking.booking_type} />
              {type.label}
            </span>
          </Stack>
        </Fact>
        <Fact label={booking.user ? "Jugador" : "Cliente"}>
          {who ?? "Sin cliente"}
          {booking.user ? "" : who ? " (sin cuenta)" : ""}
          {phone && (
            <Text size="sm" c="dimmed">
              {phone}
            </Text>
          )}
        </Fact>
        <Fact label="Origen">{booking.channel === "online" ? "En línea" : "Recepción"}</Fact>
        {bookingTakesPayment(booking.status, booking.booking_type) ? (
          <>
            <Fact label="Precio">
              {formatClp(booking.price)}
              {booking.price_reason && (
                <Text size="sm" c="dimmed">
                  Motivo: {booking.price_reason}
                </Text>
              )}
            </Fact>
            <Fact label="Pagado">
              {formatClp(booking.paid_amount)} ({booking.payment_percentage} %)
            </Fact>
            <Fact label="Por pagar">{formatClp(Math.max(booking.price - booking.paid_amount, 0))}</Fact>
          </>
        ) : (
          <Fact label="Precio">No se cobra: la cancha está bloqueada</Fact>
        )}
        {booking.series_id && <Fact label="Serie">Reserva semanal repetida</Fact>}
        {booking.cancellation && (
          <Fact label="Cancelada">
            {instantText(booking.cancellation.cancelled_at)}. Motivo: {booking.cancellation.reason}
          </Fact>
        )}
      </SimpleGrid>
    </Paper>
  );
}
