import type { Match } from "@club/contract";
import { sharesText } from "@club/domain";
import { Alert, Button, SegmentedControl, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { currentToken } from "../../../lib/session";
import { useSessionUser } from "../../../lib/session-user";
import { useJoinMatch, useLeaveMatch } from "../api/match-place";
import { type CourtSide, SIDE_LABELS } from "../utils/match-facts";
import { placesForMe } from "../utils/waitlist-facts";
import { MatchWaitlist } from "./match-waitlist";

const ANY_SIDE = "any";

/**
 * What the person looking can do with a place: a visitor signs in first and comes back; a player joins
 * (choosing a side, or not) or leaves; the booker and a closed or full match only read why not.
 */
export function MatchPlace({ match }: { match: Match }) {
  const signedIn = currentToken() !== null;
  const me = useSessionUser(signedIn);
  const location = useLocation();
  const join = useJoinMatch(match.slug);
  const leave = useLeaveMatch(match.slug);
  const [side, setSide] = useState<string>(ANY_SIDE);
  const error = join.error ?? leave.error;
  const mine = match.players.find((player) => player.username === me.data?.username);

  const action = (() => {
    if (match.closed) return <Text c="dimmed">Este partido ya no recibe jugadores.</Text>;
    if (!signedIn) {
      return (
        <Button component={Link} to="/login" state={{ from: location.pathname }} fullWidth>
          Ingresa para unirte
        </Button>
      );
    }
    if (mine?.booker)
      return <Text c="dimmed">Reservaste esta cancha: comparte el enlace para completar el partido.</Text>;
    if (mine) {
      return (
        <Stack gap="xs">
          <Text fw={600}>Estás en este partido.</Text>
          <Button variant="default" color="red" loading={leave.isPending} onClick={() => leave.mutate()}>
            Salir del partido
          </Button>
        </Stack>
      );
    }
    if (placesForMe(match) === 0) return <MatchWaitlist match={match} />;
    return (
      <Stack gap="sm">
        <SegmentedControl
          aria-label="Dónde juegas"
          value={side}
          onChange={setSide}
          data={[
            { value: "drive", label: SIDE_LABELS.drive },
            { value: "reves", label: SIDE_LABELS.reves },
            { value: ANY_SIDE, label: "Me da igual" },
          ]}
          fullWidth
        />
        <Button
          loading={join.isPending}
          disabled={me.isPending}
          onClick={() => join.mutate(side === ANY_SIDE ? null : (side as CourtSide))}
          fullWidth
        >
          Unirme · {sharesText(match.shares)}
        </Button>
        <Text size="xs" c="dimmed">
          Al unirte verás tu parte y cómo pagarla. Puedes salir hasta el plazo de cancelación del club.
        </Text>
      </Stack>
    );
  })();

  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" title="No se pudo">
          {error.message}
        </Alert>
      )}
      {action}
    </Stack>
  );
}
