import type { RankedPlayer } from "@club/contract";
import { formatWholeNumber } from "@club/domain";
import { Badge, Group, Paper, Stack, Text, VisuallyHidden } from "@mantine/core";
import { Link } from "react-router";
import { PlayerAvatar } from "../../../components/player-avatar";

/** ▲ 12, ▼ 8 or "=": what the player's last confirmed result moved them, in words for screen readers. */
function Trend({ change }: { change: number }) {
  if (change === 0) {
    return (
      <Text size="xs" c="dimmed">
        <span aria-hidden>=</span>
        <VisuallyHidden>Sin cambios en su último partido</VisuallyHidden>
      </Text>
    );
  }
  const up = change > 0;
  const points = formatWholeNumber(Math.abs(change));
  return (
    <Text size="xs" fw={600} style={{ color: `var(--mantine-color-${up ? "teal" : "red"}-text)` }}>
      <span aria-hidden>
        {up ? "▲" : "▼"} {points}
      </span>
      <VisuallyHidden>{`${up ? "Subió" : "Bajó"} ${points} puntos en su último partido`}</VisuallyHidden>
    </Text>
  );
}

/** One line of the ranking: position, player, category, points with their trend, and their record. */
export function RankingRow({ player, own }: { player: RankedPlayer; own: boolean }) {
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      // The player's own line: a stronger border, so every text keeps its contrast on the usual background.
      style={own ? { borderColor: "var(--mantine-primary-color-filled)", borderWidth: 2 } : undefined}
      aria-current={own ? "true" : undefined}
    >
      <Group wrap="nowrap" gap="sm">
        <Text fw={700} w={32} ta="center">
          <VisuallyHidden>Posición </VisuallyHidden>
          {player.position}
        </Text>
        <PlayerAvatar name={player.name} photoUrl={player.photo_url} />
        <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
          <Text
            component={Link}
            to={`/user/${encodeURIComponent(player.username)}`}
            fw={600}
            truncate
            c="inherit"
          >
            {player.name}
            {own && " (tú)"}
          </Text>
          <Group gap={6} wrap="nowrap">
            <Badge variant="light" color="gray" size="sm" tt="none">
              {player.category}
            </Badge>
            <Text size="xs" c="dimmed" truncate>
              {player.played} PJ · {player.won} G
            </Text>
          </Group>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text fw={700}>{formatWholeNumber(player.points)}</Text>
          <Trend change={player.last_change} />
        </Stack>
      </Group>
    </Paper>
  );
}
