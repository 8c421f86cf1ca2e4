import { Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useScreenTitle } from "../../../lib/screen-title";
import type { CreatedBookings as Result } from "../api/staff-booking-changes";
import { BookingForm } from "../components/booking-form";
import { CreatedBookings } from "../components/created-bookings";
import type { GhostSlot } from "../utils/staff-paths";

/**
 * /admin/reservas/new (empty) and /admin/reservas/ghost-… (a free slot of the grid, prefilled): the form,
 * then what it created and the dates that clashed.
 */
export function NewBookingScreen({ ghost }: { ghost: GhostSlot | null }) {
  useScreenTitle("Nueva reserva");
  const [result, setResult] = useState<Result | null>(null);
  const [round, setRound] = useState(0);
  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Title order={1} size="h2">
          Nueva reserva
        </Title>
        <Text c="dimmed" size="sm">
          Para un jugador del club o un cliente en el mostrador; una clase puede repetirse cada semana.
        </Text>
      </div>
      {result ? (
        <CreatedBookings
          result={result}
          onAnother={() => {
            setResult(null);
            setRound((n) => n + 1);
          }}
        />
      ) : (
        <BookingForm key={round} ghost={ghost} onCreated={setResult} />
      )}
    </Stack>
  );
}

export function NewBookingPage() {
  return <NewBookingScreen ghost={null} />;
}
