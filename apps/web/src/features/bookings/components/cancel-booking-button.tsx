import type { Booking } from "@club/contract";
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { dateText } from "../../../lib/club-moments";
import { useCancelBooking } from "../api/cancel-booking";

/** Cancelling asks first; outside the club's window the server refuses with its own Spanish message. */
export function CancelBookingButton({ booking }: { booking: Booking }) {
  const [opened, dialog] = useDisclosure(false);
  const cancel = useCancelBooking();
  const close = () => {
    dialog.close();
    cancel.reset();
  };
  const confirm = () =>
    cancel.mutate(booking.slug, {
      onSuccess: (answer) => {
        dialog.close();
        notifications.show({ color: "green", message: answer.message });
      },
    });

  return (
    <>
      <Button variant="light" color="red" size="sm" onClick={dialog.open}>
        Cancelar reserva
      </Button>
      <Modal opened={opened} onClose={close} title="¿Cancelar esta reserva?" centered>
        <Stack gap="md">
          <Text>
            {booking.court_name}, {dateText(booking.date)}, de {booking.start_time} a {booking.end_time}. El
            horario quedará libre para otros jugadores.
          </Text>
          {cancel.error && (
            <Alert color="red" role="alert">
              {cancel.error.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Mantener reserva
            </Button>
            <Button color="red" loading={cancel.isPending} onClick={confirm}>
              Sí, cancelar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
