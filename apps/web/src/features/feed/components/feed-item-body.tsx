import type { FeedItem } from "@club/contract";
import { formatPadelResult } from "@club/domain";
import { Badge, Button, Group, Image, Stack, Text } from "@mantine/core";
import { IconTrophy } from "@tabler/icons-react";
import { Link } from "react-router";
import { matchDayText, pairText, winnerFirst } from "../utils/feed-texts";

function MatchBody({ match }: { match: NonNullable<FeedItem["match"]> }) {
  return (
    <Stack gap={6}>
      <Text fw={600}>
        {match.court_name} · {matchDayText(match)}
      </Text>
      <Group gap="xs" justify="space-between">
        <Badge variant="light" tt="none" size="lg">
          {match.category_range ?? "Todas las categorías"}
        </Badge>
        <Button component={Link} to={`/match/${match.slug}`} size="xs" variant="light">
          Ver partido
        </Button>
      </Group>
    </Stack>
  );
}

function ResultBody({ item }: { item: FeedItem }) {
  const { result, match } = item;
  if (!result) return null;
  const told = winnerFirst(result);
  return (
    <Stack gap={6}>
      <Group gap={6} wrap="nowrap">
        <IconTrophy size={16} aria-label="Ganadores" color="var(--mantine-color-yellow-7)" />
        <Text fw={700}>{pairText(told.winners)}</Text>
      </Group>
      <Text>{pairText(told.losers)}</Text>
      <Group gap="xs" justify="space-between">
        <Text ff="monospace" fw={700} size="lg">
          {formatPadelResult(told.sets)}
        </Text>
        {match && (
          <Button component={Link} to={`/match/${match.slug}`} size="xs" variant="subtle">
            Ver partido
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** What an item says, by its kind: a post, an open match, a confirmed result or a new member. */
export function FeedItemBody({ item }: { item: FeedItem }) {
  if (item.kind === "match" && item.match) return <MatchBody match={item.match} />;
  if (item.kind === "result") return <ResultBody item={item} />;
  if (item.kind === "member") return <Text>¡Dale la bienvenida en los comentarios!</Text>;
  return (
    <Stack gap="sm">
      <Text style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>{item.text}</Text>
      {item.image && (
        <Image
          src={item.image.url}
          alt="Imagen de la publicación"
          radius="md"
          loading="lazy"
          mah={420}
          fit="cover"
        />
      )}
    </Stack>
  );
}
