import type { Match } from "@club/contract";
import { MATCH_PLAYERS } from "@club/domain";
import { Paper, Text } from "@mantine/core";
import { currentToken } from "../../../lib/session";
import { useSessionUser } from "../../../lib/session-user";
import { AnswerResult } from "./answer-result";
import { ReportResultForm } from "./report-result-form";
import { SettleDispute } from "./settle-dispute";

/**
 * What the person looking can do with the result: a player of a played match of four reports it; a player
 * of the other pair answers it; the club's administrator settles a dispute. Nothing for anyone else.
 */
export function ResultActions({ match }: { match: Match }) {
  const signedIn = currentToken() !== null;
  const me = useSessionUser(signedIn).data;
  if (!me) return null;
  const playing = match.players.some((player) => player.username === me.username);
  const { result } = match;
  const content = (() => {
    if (!result) {
      const played = match.closed && match.players.length === MATCH_PLAYERS;
      return playing && played ? <ReportResultForm match={match} me={me.username} /> : null;
    }
    if (result.status === "reported" && playing) {
      const reporters = result.pair_1.includes(result.reported_by) ? result.pair_1 : result.pair_2;
      return reporters.includes(me.username) ? (
        <Text size="sm" c="dimmed">
          Falta que un jugador de la otra pareja lo confirme.
        </Text>
      ) : (
        <AnswerResult slug={match.slug} />
      );
    }
    if (result.status === "disputed") {
      if (me.role === "club_administrator") return <SettleDispute slug={match.slug} />;
      if (playing) return <Text size="sm">El resultado está en disputa: el club lo revisará.</Text>;
    }
    return null;
  })();
  return (
    content && (
      <Paper withBorder radius="lg" p="md">
        {content}
      </Paper>
    )
  );
}
