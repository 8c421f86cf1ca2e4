import type { Match } from "@club/contract";
import { formatPadelResult, freePlacesText } from "@club/domain";
import { Badge, Button, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import { type ResultTask, resultTask } from "../../../lib/match-tasks";
import { CourtDayCard } from "./court-day-card";

const TASKS: Record<ResultTask, { badge: string; color: string; link?: string }> = {
  report: { badge: "Anota el resultado", color: "orange", link: "Anotar resultado" },
  confirm: { badge: "Confirma el resultado", color: "orange", link: "Confirmar resultado" },
  awaiting: { badge: "Esperando confirmación", color: "gray" },
  disputed: { badge: "En disputa", color: "red" },
};

const RESULT_STATUS = { reported: "Por confirmar", confirmed: "Confirmado", disputed: "En disputa" } as const;

/** The result from `me`'s side, as players tell it: their games first, and whether they won. */
function ownSide(result: NonNullable<Match["result"]>, me: string | undefined) {
  const side = me && result.pair_2.includes(me) ? 2 : me && result.pair_1.includes(me) ? 1 : null;
  const sets = side === 2 ? result.sets.map(([a, b]) => [b, a]) : result.sets;
  const outcome = side === null ? null : result.winner_pair === side ? "Ganaste" : "Perdiste";
  return { sets, outcome };
}

/**
 * One of the player's matches: where, when, who plays, its free places or its result, what the result asks
 * of `me`, and the way to the match's page (where it is done).
 */
export function MatchCard({ match, me }: { match: Match; me: string | undefined }) {
  const task = me ? resultTask(match, me) : null;
  const todo = task && TASKS[task];
  const { result } = match;
  const told = result && ownSide(result, me);
  return (
    <CourtDayCard
      at={match}
      details={
        !match.closed &&
        match.free_places > 0 && (
          <Text size="sm" c="teal" fw={600}>
            {freePlacesText(match.free_places)}
          </Text>
        )
      }
    >
      <Text size="sm" c="dimmed">
        {match.players.map((player) => player.name).join(", ")}
      </Text>
      {result && told && (
        <Group gap="xs">
          <Text fw={700}>{formatPadelResult(told.sets)}</Text>
          {told.outcome && (
            <Text size="sm" fw={600}>
              {told.outcome}
            </Text>
          )}
          {/* A dispute is said once, by the task's badge. */}
          {task !== "disputed" && (
            <Text size="sm" c="dimmed">
              {RESULT_STATUS[result.status]}
            </Text>
          )}
        </Group>
      )}
      <Group justify={todo ? "space-between" : "flex-end"} gap="sm" mt={4}>
        {todo && (
          <Badge color={todo.color} variant="light" tt="none">
            {todo.badge}
          </Badge>
        )}
        <Button
          component={Link}
          to={`/match/${match.slug}`}
          size="xs"
          variant={todo?.link ? "filled" : "light"}
        >
          {todo?.link ?? "Ver partido"}
        </Button>
      </Group>
    </CourtDayCard>
  );
}
