import { Alert, Skeleton, Stack, Title } from "@mantine/core";
import { useScreenTitle } from "../../../lib/screen-title";
import { useClubSettings } from "../api/get-club";
import { ClubForm } from "../components/club-form";

/** /admin/configuracion/editar_club: the club's profile and booking rules. */
export function EditClubPage() {
  useScreenTitle("Editar club");
  const club = useClubSettings();
  return (
    <Stack gap="lg" maw={960}>
      <Title order={2}>Editar club</Title>
      {club.error && (
        <Alert color="red" title="No se pudo cargar el club">
          {club.error.message}
        </Alert>
      )}
      {club.data ? <ClubForm club={club.data} /> : !club.error && <Skeleton h={600} radius="md" />}
    </Stack>
  );
}
