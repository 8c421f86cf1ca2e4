import type { Match } from "@club/contract";
import { MATCH_PLAYERS } from "@club/domain";
import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { PlayerAvatar } from "../../../components/player-avatar";
import { SIDE_LABELS } from "../utils/match-facts";

/**
 * The four places of the court: the players in, the free places, and the ones the booker keeps for
 * friends who are not in the app.
 */
export function MatchPlayers({ match }: { match: Match }) {
  // Padel is four: the booker, the places opened, and the rest the booker keeps for friends.
  const kept = Math.max(0, MATCH_PLAYERS - 1 - match.open_places);
  // The places after the players: the booker's guests first, then the free ones, numbered as on court.
  const emptyPlaces = Array.from({ length: kept + match.free_places }, (_, index) => ({
    key: `place-${match.players.length + index + 1}`,
    guest: index < kept,
  }));
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }} aria-label="Jugadores">
      {match.players.map((player) => (
        <Paper key={player.username} withBorder radius="md" p="sm" component="li">
          <Group wrap="nowrap" gap="sm">
            <PlayerAvatar name={player.name} />
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text fw={600} truncate>
                {player.name}
              </Text>
              <Text size="sm" c="dimmed">
                {player.booker ? "Reservó la cancha" : `@${player.username}`}
              </Text>
            </Stack>
            <Group gap={4} wrap="nowrap">
              <Badge variant="light" color="gray" tt="none">
                {player.category}
              </Badge>
              {player.side && (
                <Badge variant="outline" tt="none">
                  {SIDE_LABELS[player.side]}
                </Badge>
              )}
            </Group>
          </Group>
        </Paper>
      ))}
      {emptyPlaces.map((place) =>
        place.guest ? (
          <Paper key={place.key} withBorder radius="md" p="sm" component="li">
            <Text c="dimmed" size="sm">
              Invitado de quien reservó
            </Text>
          </Paper>
        ) : (
          <Paper
            key={place.key}
            radius="md"
            p="sm"
            component="li"
            style={{ border: "1px dashed var(--mantine-color-default-border)" }}
          >
            <Text fw={600} size="sm" style={{ color: "var(--mantine-color-teal-text)" }}>
              Cupo libre
            </Text>
          </Paper>
        ),
      )}
    </Stack>
  );
}
