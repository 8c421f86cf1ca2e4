import type { StaffBooking } from "@club/contract";
import { Anchor, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { shortDateText } from "../utils/staff-dates";
import { STAFF_BOOKINGS_PATH } from "../utils/staff-paths";
import { BookingBlock } from "./booking-block";

export interface AgendaDay {
  date: string;
  bookings: readonly StaffBooking[];
}

const byStart = (a: StaffBooking, b: StaffBooking) =>
  a.start_time.localeCompare(b.start_time) || a.court_name.localeCompare(b.court_name);

/** The week of every court: each day its bookings in order, with their court; a day's name opens that day. */
export function WeekAgenda({ days }: { days: readonly AgendaDay[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, md: 4, lg: 7 }} spacing="xs">
      {days.map((day) => (
        <Paper key={day.date} withBorder radius="md" p="xs">
          <Stack gap={6}>
            <Anchor
              component={Link}
              to={`${STAFF_BOOKINGS_PATH}?fecha=${day.date}&vista=dia`}
              fw={600}
              size="sm"
            >
              {shortDateText(day.date)}
            </Anchor>
            {day.bookings.length === 0 ? (
              <Text size="xs" c="dimmed">
                Sin reservas
              </Text>
            ) : (
              [...day.bookings]
                .sort(byStart)
                .map((booking) => (
                  <BookingBlock key={booking.id} booking={booking} showCourt style={{ minHeight: 48 }} />
                ))
            )}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
