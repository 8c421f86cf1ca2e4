import type { ClubSettings } from "@club/contract";
import { Avatar, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconBuilding, IconEdit } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  bookingWindowText,
  cancellationText,
  holdText,
  maxActiveText,
  offerText,
  onlinePaymentText,
  reminderText,
  SERVICE_OPTIONS,
  shareRefundText,
} from "../utils/club-labels";
import { EDIT_CLUB_PATH } from "../utils/setup-paths";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </Stack>
  );
}

function ProfileCard({ club }: { club: ClubSettings }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <Avatar src={club.logo} alt={`Logo de ${club.name}`} size={64} radius="md">
            <IconBuilding size={32} aria-hidden />
          </Avatar>
          <Stack gap={2}>
            <Title order={3} fz="lg">
              {club.name}
            </Title>
            <Text size="sm" c="dimmed">
              {club.address || "Sin dirección"}
            </Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Fact label="Teléfono">{club.phone || "—"}</Fact>
          <Fact label="Correo de soporte">{club.support_email}</Fact>
          <Fact label="Zona horaria">{club.time_zone}</Fact>
          <Fact label="Servicios">
            <Group gap={4} component="span">
              {SERVICE_OPTIONS.filter((s) => club.enabled_services.includes(s.id)).map((s) => (
                <Badge key={s.id} variant="light" component="span">
                  {s.label}
                </Badge>
              ))}
            </Group>
          </Fact>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

function RulesCard({ club }: { club: ClubSettings }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid="booking-rules">
      <Stack gap="sm">
        <Title order={3} fz="lg">
          Reglas de reserva
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Fact label="Ventana de reserva">{bookingWindowText(club.booking_window_days)}</Fact>
          <Fact label="Anulación por el jugador">{cancellationText(club.cancellation_hours)}</Fact>
          <Fact label="Pago en línea">{onlinePaymentText(club.online_payment_percentage)}</Fact>
          <Fact label="Retención sin pago">{holdText(club.booking_hold_minutes)}</Fact>
          <Fact label="Uso justo">{maxActiveText(club.max_active_bookings)}</Fact>
          <Fact label="Quien sale de un partido">{shareRefundText(club.match_share_refund)}</Fact>
          <Fact label="Aviso de partido incompleto">{reminderText(club.match_reminder_hours)}</Fact>
          <Fact label="Cupo para la lista de espera">{offerText(club.waitlist_offer_minutes)}</Fact>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/** The club's profile and booking rules as they stand, with the way to edit them. */
export function ClubOverview({ club }: { club: ClubSettings | undefined }) {
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3}>Club</Title>
        <Button component={Link} to={EDIT_CLUB_PATH} variant="default" leftSection={<IconEdit size={18} />}>
          Editar club
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {club ? (
          <>
            <ProfileCard club={club} />
            <RulesCard club={club} />
          </>
        ) : (
          [1, 2].map((n) => <Skeleton key={n} h={200} radius="md" />)
        )}
      </SimpleGrid>
    </Stack>
  );
}
