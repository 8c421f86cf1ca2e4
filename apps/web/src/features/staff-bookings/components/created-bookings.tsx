import { longDateText } from "@club/domain";
import { Alert, Anchor, Button, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck } from "@tabler/icons-react";
import { Link } from "react-router";
import { BookingStatusBadge } from "../../../components/booking-status-badge";
import type { CreatedBookings as Result } from "../api/staff-booking-changes";
import { bookingPath, STAFF_BOOKINGS_PATH } from "../utils/staff-paths";

interface Props {
  result: Result;
  onAnother: () => void;
}

/** What a save made: each booking created (a link to it) and the dates whose slot was already taken. */
export function CreatedBookings({ result: { created, clashes }, onAnother }: Props) {
  const first = created[0];
  return (
    <Stack gap="md" maw={720}>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Group gap="xs">
            <IconCircleCheck size={22} color="var(--mantine-color-green-filled)" aria-hidden />
            <Title order={2} size="h4">
              {created.length === 1 ? "Se creó 1 reserva" : `Se crearon ${created.length} reservas`}
            </Title>
          </Group>
          <List spacing={6} listStyleType="none" aria-label="Reservas creadas">
            {created.map((b) => (
              <List.Item key={b.id}>
                <Group gap="xs" wrap="wrap">
                  <Anchor component={Link} to={bookingPath(b.id)}>
                    {longDateText(b.date)}, {b.start_time}–{b.end_time}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {b.court_name}
                  </Text>
                  <BookingStatusBadge audience="staff" status={b.status} />
                </Group>
              </List.Item>
            ))}
          </List>
        </Stack>
      </Paper>
      {clashes.length > 0 && (
        <Alert
          color="orange"
          icon={<IconAlertTriangle size={20} />}
          title={
            clashes.length === 1 ? "1 fecha estaba ocupada" : `${clashes.length} fechas estaban ocupadas`
          }
        >
          <Text size="sm">No se reservó en estas fechas porque el horario ya estaba tomado:</Text>
          <List size="sm" mt={4} aria-label="Fechas ocupadas">
            {clashes.map((date) => (
              <List.Item key={date}>{longDateText(date)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group>
        {first && (
          <Button component={Link} to={`${STAFF_BOOKINGS_PATH}?fecha=${first.date}`} variant="default">
            Ver en la grilla
          </Button>
        )}
        <Button onClick={onAnother}>Crear otra reserva</Button>
      </Group>
    </Stack>
  );
}
