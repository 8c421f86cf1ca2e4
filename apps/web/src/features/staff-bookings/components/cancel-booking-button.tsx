import type { StaffBookingDetail } from "@club/contract";
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { IconCalendarX } from "@tabler/icons-react";
import { useState } from "react";
import { useCancelStaffBooking } from "../api/staff-booking-changes";

/** Cancels with a reason, after confirming; the slot becomes free and the player is told why. */
export function CancelBookingButton({ booking }: { booking: StaffBookingDetail }) {
  const [opened, modal] = useDisclosure(false);
  const cancel = useCancelStaffBooking(booking.id);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    if (reason.trim() === "") {
      setError("Indica el motivo de la cancelación");
      return;
    }
    cancel.mutate(reason.trim(), {
      onSuccess: (answer) => {
        notifications.show({ color: "green", message: answer.message });
        modal.close();
      },
    });
  };
  return (
    <>
      <Button variant="light" color="red" leftSection={<IconCalendarX size={18} />} onClick={modal.open}>
        Cancelar reserva
      </Button>
      <Modal
        opened={opened}
        onClose={modal.close}
        title="Cancelar reserva"
        centered
        closeOnClickOutside={!cancel.isPending}
      >
        <Stack gap="md">
          <Text size="sm">
            El horario de las {booking.start_time} en {booking.court_name} quedará libre. Los pagos ya hechos
            no se devuelven desde aquí.
          </Text>
          <Textarea
            label="Motivo"
            required
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            error={error}
            data-autofocus
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
          />
          {cancel.error && <Alert color="red">{cancel.error.message}</Alert>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={modal.close} disabled={cancel.isPending}>
              Volver
            </Button>
            <Button color="red" onClick={confirm} loading={cancel.isPending}>
              Cancelar reserva
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
