import type { FeedItem } from "@club/contract";
import { Badge, Button, Group, Image, Stack, Text } from "@mantine/core";
import { IconTrophy } from "@tabler/icons-react";
import { Link } from "react-router";
import { matchDayText, pairText, setsText } from "../utils/feed-texts";

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
  const pairs = [result.pair_1, result.pair_2] as const;
  return (
    <Stack gap={6}>
      {pairs.map((pair, index) => {
        const won = result.winner_pair === index + 1;
        return (
          <Group key={pair.map((p) => p.username).join()} gap={6} wrap="nowrap">
            {won && <IconTrophy size={16} aria-label="Ganadores" color="var(--mantine-color-yellow-7)" />}
            <Text fw={won ? 700 : 400}>{pairText(pair)}</Text>
          </Group>
        );
      })}
      <Group gap="xs" justify="space-between">
        <Text ff="monospace" fw={700} size="lg">
          {setsText(result.sets)}
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
