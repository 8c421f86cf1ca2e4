import { countText } from "@club/domain";
import { Alert, List, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useFairUse } from "../api/get-fair-use";
import { cancellationWindowText } from "../utils/booking-dates";

/**
 * The club's rules a player should know before choosing a slot: how many active bookings they hold of
 * how many the club allows (fair use), and until when they may cancel one.
 */
export function BookingRules({ clubId, cancellationHours }: { clubId: number; cancellationHours: number }) {
  const fairUse = useFairUse(clubId);
  const use = fairUse.data;
  const full = use !== undefined && use.active_bookings >= use.max_active_bookings;
  const policy = `Puedes cancelar tus reservas en línea hasta ${cancellationWindowText(cancellationHours)}; después, solo el club.`;
  const count =
    use &&
    `${use.active_bookings} de ${countText(use.max_active_bookings, "reserva activa", "reservas activas")}`;
  if (full) {
    return (
      <Alert color="yellow" icon={<IconInfoCircle size={18} />} title="Llegaste al máximo de reservas">
        <Text size="sm">
          Tienes {count} que este club permite por jugador. Anula una o espera a jugarla para reservar otra.
        </Text>
        <Text size="sm">{policy}</Text>
      </Alert>
    );
  }
  return (
    <List size="sm" c="dimmed" spacing={2} aria-label="Reglas del club">
      {count && <List.Item>Uso justo: tienes {count} que permite este club.</List.Item>}
      <List.Item>{policy}</List.Item>
    </List>
  );
}
