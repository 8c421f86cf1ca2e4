import type { Booking } from "@club/contract";
import { formatClp } from "@club/domain";
import { Group, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { BookingStatusBadge } from "../../../components/booking-status-badge";
import { dateText } from "../../../lib/club-moments";

/** One booking as a player reads it: where, when, how long, how much and its payment label. */
export function BookingCard({ booking, children }: { booking: Booking; children?: ReactNode }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={`${booking.court_name}, ${dateText(booking.date)}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={700}>
              {booking.court_name} · {booking.club.name}
            </Text>
            <Text size="sm">{dateText(booking.date)}</Text>
          </div>
          <BookingStatusBadge audience="player" status={booking.status} cancelled={booking.cancelled} />
        </Group>
        <Group gap="md">
          <Text size="sm" fw={600}>
            {booking.start_time} – {booking.end_time}
          </Text>
          <Text size="sm" c="dimmed">
            {booking.duration_text}
          </Text>
          <Text size="sm" fw={600}>
            {formatClp(booking.price)}
          </Text>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
