import { Alert, Stack, Title } from "@mantine/core";
import { useScreenTitle } from "../../../lib/screen-title";
import { useClubSettings } from "../api/get-club";
import { CashRegistersSection } from "../components/cash-registers-section";
import { ClubOverview } from "../components/club-overview";
import { CourtsSection } from "../components/courts-section";

/** /admin/configuracion: the club, its booking rules, courts and registers. */
export function ClubSetupPage() {
  useScreenTitle("Configuración");
  const club = useClubSettings();
  return (
    <Stack gap="xl">
      <Title order={2}>Configuración</Title>
      {club.error && (
        <Alert color="red" title="No se pudo cargar el club">
          {club.error.message}
        </Alert>
      )}
      {!club.error && <ClubOverview club={club.data} />}
      <CourtsSection />
      <CashRegistersSection />
    </Stack>
  );
}
