import { formatClp } from "@club/domain";
import { Group, Stack, Text } from "@mantine/core";
import { dateText } from "../../../lib/club-moments";
import type { BookingFacts } from "../utils/booking-facts";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md">
      <Text c="dimmed" size="sm">
        {label}
      </Text>
      <Text fw={600} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/** What a booking is, line by line: the confirmation sheet and the success view read the same. */
export function BookingSummary({ facts }: { facts: BookingFacts }) {
  return (
    <Stack gap={6}>
      <Fact label="Club" value={facts.clubName} />
      <Fact label="Cancha" value={facts.courtName} />
      <Fact label="Fecha" value={dateText(facts.date)} />
      <Fact label="Hora" value={`${facts.startTime} – ${facts.endTime}`} />
      <Fact label="Duración" value={facts.durationText} />
      <Fact label="Precio" value={formatClp(facts.price)} />
    </Stack>
  );
}
