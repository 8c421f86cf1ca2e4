import { SERVICE_IDS } from "@club/contract";
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from "@mantine/core";
import { useDeferredValue } from "react";
import { useDashboard } from "../../features/admin-pages/api/get-dashboard";
import { CourtsToday } from "../../features/admin-pages/components/courts-today";
import { CriticalStockList } from "../../features/admin-pages/components/critical-stock-list";
import { DashboardGreeting } from "../../features/admin-pages/components/dashboard-greeting";
import { DashboardStats } from "../../features/admin-pages/components/dashboard-stats";
import { QuickLinks } from "../../features/admin-pages/components/quick-links";
import { useUnreadNotificationCount } from "../../features/notifications/api/get-unread-notifications";
import { NotificationPanel } from "../../features/notifications/components/notification-panel";
import { useGlobalState } from "../../lib/global-state";
import { useScreenTitle } from "../../lib/screen-title";

/** /admin_dashboard: composed here because it brings together two features. */
export function AdminDashboardPage() {
  // The admin guard has already loaded the global state.
  const { data } = useGlobalState();
  const unread = useUnreadNotificationCount();
  const dashboard = useDashboard();
  // The day's figures arrive after the page has drawn: redrawing with them must not block a slow phone.
  const day = useDeferredValue(dashboard.data);
  useScreenTitle("Dashboard");
  if (!data) return null;
  const booking = data.enabled_services.includes(SERVICE_IDS.GoMatch);
  const market = data.enabled_services.includes(SERVICE_IDS.GoMarket);
  return (
    <Stack gap="lg">
      <DashboardGreeting state={data} />
      {dashboard.isError && !day && (
        <Alert color="red" title="No se pudieron cargar las cifras de hoy">
          <Group justify="space-between" gap="xs">
            <Text size="sm">Las ventas, las canchas y el stock crítico no están disponibles por ahora.</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void dashboard.refetch()}>
              Reintentar
            </Button>
          </Group>
        </Alert>
      )}
      <DashboardStats state={data} unreadNotifications={unread} day={day} />
      {(booking || market) && (
        <SimpleGrid cols={{ base: 1, md: booking && market ? 2 : 1 }} spacing={{ base: "xs", sm: "md" }}>
          {booking && <CourtsToday day={day} />}
          {market && <CriticalStockList day={day} />}
        </SimpleGrid>
      )}
      <QuickLinks />
      <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }} id="notificaciones">
        <NotificationPanel mode="dashboard" />
      </Paper>
    </Stack>
  );
}
