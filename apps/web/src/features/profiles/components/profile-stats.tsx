import type { Profile } from "@club/contract";
import { Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { placeText, recordText } from "../utils/profile-words";

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

/** The player's record and place at their club. */
export function ProfileStats({ profile }: { profile: Profile }) {
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Stat label="Partidos" value={recordText(profile.played, profile.won)} />
        <Stat label="Ranking" value={placeText(profile.ranking_position, profile.category, profile.points)} />
      </SimpleGrid>
    </Paper>
  );
}
