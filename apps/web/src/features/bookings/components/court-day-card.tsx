import { Group, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { dateText } from "../../../lib/club-moments";

/** Where and when a booking or a match is: both carry these fields under these names. */
type CourtDay = {
  court_name: string;
  club: { name: string };
  date: string;
  start_time: string;
  end_time: string;
};

/**
 * A player's card for a court on a day (a booking, a match): named by court and date, its heading
 * "Cancha 3 · Club Demo Padel" over the day, `aside` beside it (a status), and its start–end line with
 * `details` after the times; `children` below.
 */
export function CourtDayCard({
  at,
  aside,
  details,
  children,
}: {
  at: CourtDay;
  aside?: ReactNode;
  details?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={`${at.court_name}, ${dateText(at.date)}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={700}>
              {at.court_name} · {at.club.name}
            </Text>
            <Text size="sm">{dateText(at.date)}</Text>
          </div>
          {aside}
        </Group>
        <Group gap="md">
          <Text size="sm" fw={600}>
            {at.start_time} – {at.end_time}
          </Text>
          {details}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
