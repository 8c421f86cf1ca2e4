import { Button, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconArrowLeft, IconCalendarQuestion } from "@tabler/icons-react";
import { Link } from "react-router";
import { STAFF_BOOKINGS_PATH } from "../utils/staff-paths";

/** A missing booking and another club's look the same. */
export function BookingNotFound() {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray">
          <IconCalendarQuestion size={30} />
        </ThemeIcon>
        <Title order={2}>Reserva no encontrada</Title>
        <Text c="dimmed" maw={440}>
          No existe entre las reservas de tu club.
        </Text>
        <Button component={Link} to={STAFF_BOOKINGS_PATH} leftSection={<IconArrowLeft size={18} />}>
          Volver a las reservas
        </Button>
      </Stack>
    </Paper>
  );
}
