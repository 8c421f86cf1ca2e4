import type { Match } from "@club/contract";
import { Paper, Text } from "@mantine/core";
import { resultTask } from "../../../lib/match-tasks";
import { currentToken } from "../../../lib/session";
import { useSessionUser } from "../../../lib/session-user";
import { AnswerResult } from "./answer-result";
import { ReportResultForm } from "./report-result-form";
import { SettleDispute } from "./settle-dispute";

/**
 * What the person looking can do with the result (resultTask): a player of a played match of four reports
 * it; a player of the other pair answers it; the club's administrator settles a dispute. Nothing for anyone
 * else.
 */
export function ResultActions({ match }: { match: Match }) {
  const signedIn = currentToken() !== null;
  const me = useSessionUser(signedIn).data;
  if (!me) return null;
  const content = (() => {
    if (match.result?.status === "disputed" && me.role === "club_administrator") {
      return <SettleDispute slug={match.slug} />;
    }
    switch (resultTask(match, me.username)) {
      case "report":
        return <ReportResultForm match={match} me={me.username} />;
      case "awaiting":
        return (
          <Text size="sm" c="dimmed">
            Falta que un jugador de la otra pareja lo confirme.
          </Text>
        );
      case "confirm":
        return <AnswerResult slug={match.slug} />;
      case "disputed":
        return <Text size="sm">El resultado está en disputa: el club lo revisará.</Text>;
      default:
        return null;
    }
  })();
  return (
    content && (
      <Paper withBorder radius="lg" p="md">
        {content}
      </Paper>
    )
  );
}
