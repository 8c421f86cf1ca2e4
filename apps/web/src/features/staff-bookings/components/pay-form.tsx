import { RECEPTION_METHODS, type StaffBookingDetail } from "@club/contract";
import { type BookingPaymentPercentage, formatClp, paymentMethodLabel, receptionCharge } from "@club/domain";
import { Alert, Button, Chip, Group, SegmentedControl, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { type ReceptionPayment, usePayStaffBooking } from "../api/staff-booking-changes";

type Method = ReceptionPayment["method"];

/**
 * Takes money at the counter: half or all of the price, less what was paid. Cash goes into the
 * operator's open register; without one the server refuses it and says why.
 */
export function PayForm({ booking }: { booking: StaffBookingDetail }) {
  const pay = usePayStaffBooking(booking.id);
  const [method, setMethod] = useState<Method>("cash");
  const charge = (p: BookingPaymentPercentage) => receptionCharge(booking.price, p, booking.paid_amount);
  const [percentage, setPercentage] = useState<BookingPaymentPercentage>(charge(50) > 0 ? 50 : 100);
  if (charge(100) <= 0) {
    return (
      <Text size="sm" c="dimmed">
        La reserva está pagada por completo.
      </Text>
    );
  }
  const amount = charge(percentage);
  const submit = () =>
    pay.mutate(
      { method, percentage },
      { onSuccess: (answer) => notifications.show({ color: "green", message: answer.message }) },
    );
  return (
    <Stack gap="sm">
      <div>
        <Text size="sm" fw={500} id="pay-method-label" mb={4}>
          Medio de pago
        </Text>
        {/* Chips wrap on a phone, where four segments would not fit. */}
        <Chip.Group value={method} onChange={(value) => setMethod(value as Method)}>
          <Group gap="xs" role="radiogroup" aria-labelledby="pay-method-label">
            {RECEPTION_METHODS.map((m) => (
              <Chip key={m} value={m} type="radio">
                {paymentMethodLabel(m)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </div>
      <div>
        <Text size="sm" fw={500} id="pay-share-label" mb={4}>
          Cuánto
        </Text>
        <SegmentedControl
          aria-labelledby="pay-share-label"
          data={[
            { value: "50", label: "50 % (abono)", disabled: charge(50) <= 0 },
            { value: "100", label: "100 % (total)" },
          ]}
          value={String(percentage)}
          onChange={(value) => setPercentage(Number(value) as BookingPaymentPercentage)}
        />
      </div>
      <Group justify="space-between" align="center">
        <Text size="sm">
          A cobrar: <b>{formatClp(amount)}</b>
        </Text>
        <Button onClick={submit} loading={pay.isPending}>
          Cobrar {formatClp(amount)}
        </Button>
      </Group>
      {pay.error && (
        <Alert color="red" title="No se pudo cobrar">
          {pay.error.message}
        </Alert>
      )}
    </Stack>
  );
}
