import { RECEPTION_METHODS, type StaffBookingDetail } from "@club/contract";
import { type BookingPaymentPercentage, formatClp, paymentMethodLabel, receptionCharge } from "@club/domain";
import { Alert, Button, Chip, Group, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { type ReceptionPayment, usePayStaffBooking } from "../api/staff-booking-changes";

type Method = ReceptionPayment["method"];

const SHARE = "share";

/**
 * Takes money at the counter: half or all of the price, less what was paid, or the share of a player who
 * joined the booking's match. Cash goes into the operator's open register; without one the server refuses
 * it and says why.
 */
export function PayForm({ booking }: { booking: StaffBookingDetail }) {
  const pay = usePayStaffBooking(booking.id);
  const [method, setMethod] = useState<Method>("cash");
  const charge = (p: BookingPaymentPercentage) => receptionCharge(booking.price, p, booking.paid_amount);
  const unpaidShares = booking.match_shares?.filter((share) => !share.paid) ?? [];
  const [part, setPart] = useState<string>(charge(50) > 0 ? "50" : "100");
  const [playerId, setPlayerId] = useState<string | null>(
    unpaidShares[0] ? String(unpaidShares[0].player_id) : null,
  );
  if (charge(100) <= 0) {
    return (
      <Text size="sm" c="dimmed">
        La reserva está pagada por completo.
      </Text>
    );
  }
  // The one chosen, while still unpaid; else (it was just paid) the first still owed.
  const share = unpaidShares.find((s) => String(s.player_id) === playerId) ?? unpaidShares[0];
  const amount =
    part === SHARE
      ? Math.min(share?.amount ?? 0, charge(100))
      : charge(Number(part) as BookingPaymentPercentage);
  const body: ReceptionPayment =
    part === SHARE
      ? { method, player_id: Number(playerId) }
      : { method, percentage: Number(part) as BookingPaymentPercentage };
  const submit = () =>
    pay.mutate(body, {
      onSuccess: (answer) => notifications.show({ color: "green", message: answer.message }),
    });
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
            ...(unpaidShares.length > 0 ? [{ value: SHARE, label: "Parte de un jugador" }] : []),
          ]}
          value={part}
          onChange={setPart}
        />
      </div>
      {part === SHARE && (
        <Select
          label="Jugador del partido"
          data={unpaidShares.map((s) => ({
            value: String(s.player_id),
            label: `${s.name} · ${formatClp(s.amount)}`,
          }))}
          value={share ? String(share.player_id) : null}
          onChange={setPlayerId}
          allowDeselect={false}
        />
      )}
      <Group justify="space-between" align="center">
        <Text size="sm">
          A cobrar: <b>{formatClp(amount)}</b>
        </Text>
        <Button onClick={submit} loading={pay.isPending} disabled={amount <= 0}>
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
