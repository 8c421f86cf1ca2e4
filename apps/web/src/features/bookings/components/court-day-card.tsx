import { Group, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { dateText } from "../../../lib/club-moments";

/**
 * A player's card for a court on a day (a booking, a match): named by court and date, its heading
 * "Cancha 3 · Club Demo Padel" over the day, `aside` beside it (a status), and its `start`–`end` line with
 * `details` after the times; `children` below.
 */
export function CourtDayCard({
  court,
  club,
  date,
  start,
  end,
  aside,
  details,
  children,
}: {
  court: string;
  club: string;
  date: string;
  start: string;
  end: string;
  aside?: ReactNode;
  details?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`${court}, ${dateText(date)}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={700}>
              {court} · {club}
            </Text>
            <Text size="sm">{dateText(date)}</Text>
          </div>
          {aside}
        </Group>
        <Group gap="md">
          <Text size="sm" fw={600}>
            {start} – {end}
          </Text>
          {details}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
