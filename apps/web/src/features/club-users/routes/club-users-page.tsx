import { Alert, Paper, Stack, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { IconUserSearch } from "@tabler/icons-react";
import { ListEmptyState } from "../../../components/list-empty-state";
import { ListPagination } from "../../../components/list-pagination";
import { useScreenTitle } from "../../../lib/screen-title";
import { useClubUsersPage } from "../api/club-users-queries";
import { ClubUsersFilters } from "../components/club-users-filters";
import { ClubUsersCardList, ClubUsersTable } from "../components/club-users-table";
import { useClubUserFilters } from "../hooks/use-club-user-filters";

const PHONE_QUERY = "(max-width: 48em)";

/** /admin/lista_usuarios: the club's players and administrators, with their bookings and spend. */
export function ClubUsersPage() {
  useScreenTitle("Usuarios");
  const params = useClubUserFilters();
  const users = useClubUsersPage(params.filters, params.page);
  const phone = useMediaQuery(PHONE_QUERY);
  const rows = users.data?.users;
  return (
    <Stack gap="lg">
      <Title order={2}>Usuarios</Title>
      <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
        <Stack gap="md">
          <ClubUsersFilters params={params} />
          {users.error && (
            <Alert color="red" title="No se pudieron cargar los usuarios">
              {users.error.message}
            </Alert>
          )}
          {rows?.length === 0 ? (
            <ListEmptyState
              icon={<IconUserSearch size={40} stroke={1.5} aria-hidden />}
              filtered={params.filtered}
              emptyText="Aún no hay jugadores en el club."
              filteredText="Ningún usuario coincide con la búsqueda."
              onClear={params.clear}
            />
          ) : phone ? (
            <ClubUsersCardList users={rows} />
          ) : (
            <ClubUsersTable users={rows} loading={users.isFetching} />
          )}
          <ListPagination info={users.data?.pagination} onChange={params.setPage} />
        </Stack>
      </Paper>
    </Stack>
  );
}
