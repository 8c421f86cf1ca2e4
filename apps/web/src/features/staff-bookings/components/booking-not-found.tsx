import { Button, Text } from "@mantine/core";
import { IconArrowLeft, IconCalendarQuestion } from "@tabler/icons-react";
import { Link } from "react-router";
import { NoticeCard } from "../../../components/notice-card";
import { STAFF_BOOKINGS_PATH } from "../utils/staff-paths";

/** A missing booking and another club's look the same. */
export function BookingNotFound() {
  return (
    <NoticeCard icon={<IconCalendarQuestion size={30} />} title="Reserva no encontrada">
      <Text c="dimmed" maw={440}>
        No existe entre las reservas de tu club.
      </Text>
      <Button component={Link} to={STAFF_BOOKINGS_PATH} leftSection={<IconArrowLeft size={18} />}>
        Volver a las reservas
      </Button>
    </NoticeCard>
  );
}
