import { SERVICE_IDS } from "@club/contract";
import { Button, Stack, Text, Title } from "@mantine/core";
import { Link, Outlet, useLocation } from "react-router";
import { useClubContext } from "../../../lib/global-state";
import { useScreenTitle } from "../../../lib/screen-title";
import { serviceOfPath } from "./nav-items";

const SERVICE_NAMES: Readonly<Record<number, string>> = Object.fromEntries(
  Object.entries(SERVICE_IDS).map(([name, id]) => [id, name]),
);

function ServiceDisabled({ service }: { service: number }) {
  useScreenTitle("Servicio no habilitado");
  return (
    <Stack gap="sm" maw={560} py="xl">
      <Title order={1} size="h2">
        Servicio no habilitado
      </Title>
      <Text>
        Esta sección es parte de {SERVICE_NAMES[service] ?? "un servicio"}, que este club no tiene habilitado.
      </Text>
      <Button component={Link} to="/admin_dashboard" variant="default" style={{ alignSelf: "flex-start" }}>
        Ir al dashboard
      </Button>
    </Stack>
  );
}

/**
 * The back office's sections of a service the club has not enabled stay closed when opened by URL, as
 * the sidebar leaves them out: one guard for every admin page, driven by the sidebar's own table.
 */
export function RequireService() {
  const { pathname } = useLocation();
  const { enabledServices } = useClubContext();
  const service = serviceOfPath(pathname);
  if (service !== null && !enabledServices.includes(service)) return <ServiceDisabled service={service} />;
  return <Outlet />;
}
