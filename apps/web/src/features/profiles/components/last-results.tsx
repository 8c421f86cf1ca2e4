import type { ProfileResult } from "@club/contract";
import { formatPadelResult, isoDayWords } from "@club/domain";
import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";

/** The player's last confirmed results, each from their side: partner, rivals, sets and the outcome. */
export function LastResults({ results }: { results: ProfileResult[] }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Últimos resultados
      </Title>
      {results.length === 0 ? (
        <Text c="dimmed">Aún no tiene resultados confirmados.</Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: "none" }}
          aria-label="Últimos resultados"
        >
          {results.map((result) => (
            <Paper key={result.match_slug} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    Con {result.partner} vs. {result.rivals.join(" y ")}
                  </Text>
                  <Text size="sm">{formatPadelResult(result.sets)}</Text>
                  <Text size="xs" c="dimmed" component={Link} to={`/match/${result.match_slug}`}>
                    {isoDayWords(result.date, { weekday: "short", day: "numeric", month: "short" })} ·{" "}
                    {result.club_name}
                  </Text>
                </Stack>
                <Badge
                  color={result.won ? "teal" : "red"}
                  variant="light"
                  tt="none"
                  style={{ flexShrink: 0 }}
                >
                  {result.won ? "Ganó" : "Perdió"}
                </Badge>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
