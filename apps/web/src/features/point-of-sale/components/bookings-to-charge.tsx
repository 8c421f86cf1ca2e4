import { formatClp } from "@club/domain";
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { Dispatch } from "react";
import { useTodayUnpaidBookings } from "../api/get-today-bookings";
import type { CartAction } from "../utils/cart";
import type { UnpaidBooking } from "../utils/unpaid-bookings";

const bookingLabel = (b: UnpaidBooking) => `${b.court} ${b.time}`;

/** Today's bookings with something left to pay: 50 % or 100 % of one goes to the cart. */
export function BookingsToCharge({
  dispatch,
  inCart,
}: {
  dispatch: Dispatch<CartAction>;
  inCart: ReadonlySet<number>;
}) {
  const bookings = useTodayUnpaidBookings();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Reservas de hoy por cobrar
        </Title>
        {bookings.error && <Alert color="red">{bookings.error.message}</Alert>}
        {!bookings.data && !bookings.error && <Skeleton height={60} />}
        {bookings.data?.length === 0 && (
          <Text size="sm" c="dimmed">
            No quedan reservas de hoy por cobrar.
          </Text>
        )}
        {bookings.data?.map((b) => (
          <Group key={b.id} justify="space-between" wrap="nowrap" gap="xs">
            <div>
              <Text size="sm" fw={600}>
                {bookingLabel(b)}
              </Text>
              <Text size="xs" c="dimmed">
                {b.who ?? "Sin nombre"} · {formatClp(b.price)}
                {b.paid > 0 ? ` · pagado ${formatClp(b.paid)}` : ""}
              </Text>
            </div>
            <Group gap={4} wrap="nowrap">
              {b.percentages.map((percentage) => (
                <Button
                  key={percentage}
                  size="compact-sm"
                  variant="light"
                  disabled={inCart.has(b.id)}
                  aria-label={`Cobrar ${percentage} % de la reserva ${bookingLabel(b)}`}
                  onClick={() =>
                    dispatch({
                      type: "add-booking",
                      booking: { id: b.id, label: bookingLabel(b), price: b.price, paid: b.paid, percentage },
                    })
                  }
                >
                  {percentage} %
                </Button>
              ))}
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
