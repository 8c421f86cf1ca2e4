import type { Match } from "@club/contract";
import { formatPadelResult } from "@club/domain";
import { Badge, Group, Paper, Stack, Text } from "@mantine/core";

const STATUS = {
  reported: { label: "Por confirmar", color: "yellow" },
  confirmed: { label: "Confirmado", color: "teal" },
  disputed: { label: "En disputa", color: "red" },
} as const;

/** The result as reported: the sets, the winning pair, and whether the other pair confirmed it. */
export function MatchResult({ result }: { result: NonNullable<Match["result"]> }) {
  const status = STATUS[result.status];
  const winners = result.winner_pair === 1 ? result.pair_1 : result.pair_2;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label="Resultado">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>Resultado</Text>
          <Badge color={status.color} variant="light" tt="none">
            {status.label}
          </Badge>
        </Group>
        <Text size="xl" fw={700}>
          {formatPadelResult(result.sets)}
        </Text>
        <Text size="sm" c="dimmed">
          Ganan @{winners.join(" y @")}
        </Text>
      </Stack>
    </Paper>
  );
}
