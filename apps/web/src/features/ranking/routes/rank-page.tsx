import { PLAYER_CATEGORY_CODES } from "@club/domain";
import { Alert, Button, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconTrophy } from "@tabler/icons-react";
import { useCallback } from "react";
import { ClubPicker } from "../../../components/club-picker";
import { chooseClub, saveClubId } from "../../../lib/club-choice";
import { useClubs } from "../../../lib/clubs-query";
import { useHomeClubId } from "../../../lib/home-club";
import { useReplaceSearchParam } from "../../../lib/latest-search-params";
import { useScreenTitle } from "../../../lib/screen-title";
import { useSessionUser } from "../../../lib/session-user";
import { useRanking } from "../api/get-ranking";
import { CategoryFilter } from "../components/category-filter";
import { RankingRow } from "../components/ranking-row";
import { RankingRule } from "../components/ranking-rule";

/** The club and the category live in the URL (`club`, `categoria`), so a shared link shows the same list. */
function useRankingChoice() {
  const clubs = useClubs();
  const [params, set] = useReplaceSearchParam();
  // The club asked in the address, else the one the player plays at most, else the last they booked at.
  const home = useHomeClubId();
  const inAddress = Number(params.get("club")) || null;
  // Without a club in the address, the list waits for the player's own club rather than flash another.
  const clubId =
    inAddress === null && home === undefined
      ? null
      : chooseClub(clubs.data?.map((club) => club.id) ?? [], inAddress ?? home ?? null);
  const code = params.get("categoria");
  const category = code && PLAYER_CATEGORY_CODES.includes(code) ? code : null;
  const setClub = useCallback(
    (id: number) => {
      saveClubId(id);
      set("club", String(id));
    },
    [set],
  );
  const setCategory = useCallback((code: string | null) => set("categoria", code), [set]);
  return { clubs, clubId, setClub, category, setCategory };
}

/** `/rank`: a club's players by points, by category, with the rule that gives the points. */
export function RankPage() {
  useScreenTitle("Ranking");
  const { clubs, clubId, setClub, category, setCategory } = useRankingChoice();
  const ranking = useRanking(clubId, category);
  const me = useSessionUser();
  const players = ranking.data?.pages.flatMap((page) => page.players) ?? [];
  const total = ranking.data?.pages[0]?.pagination.total ?? 0;

  return (
    <Stack gap="md" maw={640} mx="auto" w="100%">
      <Title order={1} size="h2">
        Ranking
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {clubs.data && <ClubPicker clubs={clubs.data} value={clubId} onChange={setClub} />}
        <CategoryFilter value={category} onChange={setCategory} />
      </SimpleGrid>
      <RankingRule />
      {clubs.isPending || ranking.isPending ? (
        <Skeleton h={320} radius="md" aria-label="Cargando el ranking" />
      ) : clubs.error || ranking.error ? (
        <Alert color="red" title="No pudimos cargar el ranking">
          {(clubs.error ?? ranking.error)?.message}
        </Alert>
      ) : players.length === 0 ? (
        <Stack align="center" gap="xs" py="xl">
          <IconTrophy size={40} stroke={1.5} aria-hidden />
          <Text ta="center" c="dimmed">
            {category === null
              ? "Todavía no hay resultados confirmados en este club. ¡Juega un partido y anota el resultado!"
              : `Nadie de ${category} tiene resultados confirmados todavía.`}
          </Text>
        </Stack>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {total === 1 ? "1 jugador" : `${total} jugadores`} con resultados confirmados
          </Text>
          <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: "none" }} aria-label="Ranking">
            {players.map((player) => (
              <RankingRow key={player.username} player={player} own={player.username === me.data?.username} />
            ))}
          </Stack>
          {ranking.hasNextPage && (
            <Button
              variant="default"
              onClick={() => ranking.fetchNextPage()}
              loading={ranking.isFetchingNextPage}
            >
              Ver más jugadores
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
