import { Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBallTennis } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { ListPagination } from "../../../components/list-pagination";
import { useSessionUser } from "../../../lib/session-user";
import { useMyMatches } from "../api/get-my-matches";
import { GridSkeleton } from "./grid-skeleton";
import { LoadError } from "./load-error";
import { MatchCard } from "./match-card";

// The upcoming ones fit on one screen: a player rarely has more than a few ahead.
const UPCOMING_SHOWN = 20;

function EmptyMatches({ title, hint }: { title: string; hint?: string }) {
  return (
    <Stack align="center" gap="xs" py="lg" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray">
        <IconBallTennis size={26} />
      </ThemeIcon>
      <Text fw={600}>{title}</Text>
      {hint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

/** One section of the tab: its title, then the matches (or the wait, the failure, the empty state). */
function MatchesSection({
  title,
  list,
  empty,
  footer,
}: {
  title: string;
  list: ReturnType<typeof useMyMatches>;
  empty: ReactNode;
  footer?: ReactNode;
}) {
  const me = useSessionUser().data?.username;
  const body = (() => {
    if (list.isPending) return <GridSkeleton label={`Cargando partidos ${title.toLowerCase()}`} />;
    if (list.isError) return <LoadError error={list.error} onRetry={() => void list.refetch()} />;
    if (list.data.matches.length === 0) return empty;
    return (
      <>
        {list.data.matches.map((match) => (
          <MatchCard key={match.slug} match={match} me={me} />
        ))}
        {footer}
      </>
    );
  })();
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={3} size="h4">
        {title}
      </Title>
      {body}
    </Stack>
  );
}

/** The "Partidos" tab of /reservas: the matches the player booked or joined, coming and played. */
export function MyMatchesList({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const upcoming = useMyMatches("upcoming", 1, UPCOMING_SHOWN);
  const past = useMyMatches("past", page);
  return (
    <Stack gap="xl">
      <MatchesSection
        title="Próximos"
        list={upcoming}
        empty={
          <EmptyMatches
            title="No tienes partidos próximos"
            hint="Abre una de tus reservas como partido o únete a uno desde su enlace."
          />
        }
      />
      <MatchesSection
        title="Jugados"
        list={past}
        empty={<EmptyMatches title="Aún no has jugado partidos" />}
        footer={<ListPagination info={past.data?.pagination} onChange={onPage} />}
      />
    </Stack>
  );
}
