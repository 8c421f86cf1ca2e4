import type { StaffBookingDetail } from "@club/contract";
import { bookingStatusLabel, STAFF_SETTABLE_STATUSES, type StaffSettableStatus } from "@club/domain";
import { Alert, Button, Group, Select, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useUpdateStaffBooking } from "../api/staff-booking-changes";

const OPTIONS = STAFF_SETTABLE_STATUSES.map((s) => ({ value: s, label: bookingStatusLabel(s) }));
const settable = (status: string): status is StaffSettableStatus =>
  (STAFF_SETTABLE_STATUSES as readonly string[]).includes(status);

/** Sets GoMatch, Reservado, Clases or Bloqueado by hand; once money is taken, the payments decide. */
export function StatusForm({ booking }: { booking: StaffBookingDetail }) {
  const update = useUpdateStaffBooking(booking.id);
  const [status, setStatus] = useState<string>(settable(booking.status) ? booking.status : "pr");
  if (booking.paid_amount > 0) {
    return (
      <Text size="sm" c="dimmed">
        La reserva tiene pagos: su estado lo dan los pagos.
      </Text>
    );
  }
  const save = () =>
    update.mutate(
      { status: status as StaffSettableStatus },
      { onSuccess: (answer) => notifications.show({ color: "green", message: answer.message }) },
    );
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="sm">
        <Select
          label="Estado"
          data={OPTIONS}
          value={status}
          allowDeselect={false}
          onChange={(value) => value && setStatus(value)}
          w={200}
        />
        <Button
          onClick={save}
          loading={update.isPending}
          disabled={status === booking.status}
          variant="default"
        >
          Cambiar estado
        </Button>
      </Group>
      {update.error && <Alert color="red">{update.error.message}</Alert>}
    </Stack>
  );
}
