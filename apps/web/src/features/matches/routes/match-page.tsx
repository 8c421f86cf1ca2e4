import { freePlacesText, sharesText } from "@club/domain";
import { Alert, Badge, Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { Navigate, useParams } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { useScreenTitle } from "../../../lib/screen-title";
import { useMatch } from "../api/get-match";
import { MatchPaymentsForPlayers } from "../components/match-payments";
import { MatchPlace } from "../components/match-place";
import { MatchPlayers } from "../components/match-players";
import { MatchResult } from "../components/match-result";
import { WaitlistOffer } from "../components/match-waitlist";
import { ResultActions } from "../components/result-actions";
import { ShareMatch } from "../components/share-match";
import { matchWhen } from "../utils/match-facts";

/** `/match/{slug}`: a match anyone with the link can read; players join or leave it, and share it. */
export function MatchPage() {
  const { slug = "" } = useParams();
  const match = useMatch(slug);
  useScreenTitle(match.data ? `Partido en ${match.data.club.name}` : "Partido");

  if (match.error instanceof ApiError && match.error.status === 404) return <Navigate to="/error" replace />;
  if (match.isPending) return <Skeleton h={420} radius="lg" aria-label="Cargando el partido" />;
  if (match.error) {
    return (
      <Alert color="red" title="No pudimos cargar el partido">
        {match.error.message}
      </Alert>
    );
  }
  const data = match.data;
  return (
    <Stack gap="md" maw={560} mx="auto" w="100%">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Partido en {data.club.name}
        </Title>
        <Text>
          {data.court_name} · {matchWhen(data)}
        </Text>
      </Stack>
      <Group gap="xs">
        <Badge variant="light" size="lg" tt="none">
          {data.category_range ? data.category_range.label : "Todas las categorías"}
        </Badge>
        <Badge variant="light" color={data.free_places > 0 ? "teal" : "gray"} size="lg" tt="none">
          {freePlacesText(data.free_places)}
        </Badge>
        <Badge variant="light" color="gray" size="lg" tt="none">
          {sharesText(data.shares)}
        </Badge>
      </Group>
      <WaitlistOffer match={data} />
      {data.result ? (
        <MatchResult result={data.result} />
      ) : (
        <Paper withBorder radius="lg" p="md">
          <MatchPlace match={data} />
        </Paper>
      )}
      <ResultActions match={data} />
      <MatchPaymentsForPlayers match={data} />
      <MatchPlayers match={data} />
      <ShareMatch match={data} />
    </Stack>
  );
}
