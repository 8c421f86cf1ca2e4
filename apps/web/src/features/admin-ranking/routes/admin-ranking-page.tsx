import { Alert, Button, Group, Skeleton, Stack, Title } from "@mantine/core";
import { IconTrophy } from "@tabler/icons-react";
import { Link } from "react-router";
import { useGlobalState } from "../../../lib/global-state";
import { useScreenTitle } from "../../../lib/screen-title";
import { useCategoryThresholds } from "../api/category-thresholds";
import { ThresholdsForm } from "../components/thresholds-form";
import { ThresholdsRule } from "../components/thresholds-rule";

const TITLE = "Ranking y categorías";

/** /admin/ranking: the points from which the club's players move between categories. */
export function AdminRankingPage() {
  useScreenTitle(TITLE);
  const thresholds = useCategoryThresholds();
  const clubId = useGlobalState().data?.club.id;
  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {TITLE}
        </Title>
        <Button
          component={Link}
          to={clubId === undefined ? "/rank" : `/rank?club=${clubId}`}
          variant="light"
          leftSection={<IconTrophy size={18} />}
        >
          Ver el ranking público
        </Button>
      </Group>
      {thresholds.error ? (
        <Alert color="red" title="No se pudieron cargar los umbrales">
          {thresholds.error.message}
        </Alert>
      ) : thresholds.data ? (
        <>
          <ThresholdsRule matchesBeforeMoves={thresholds.data.matches_before_moves} />
          <ThresholdsForm saved={thresholds.data} />
        </>
      ) : (
        <Stack gap="lg" aria-busy="true" aria-label="Cargando los umbrales">
          <Skeleton h={48} maw={720} />
          <Skeleton h={420} radius="md" />
        </Stack>
      )}
    </Stack>
  );
}
