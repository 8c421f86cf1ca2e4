import { Paper, Stack } from "@mantine/core";
import { DashboardGreeting } from "../../features/admin-pages/components/dashboard-greeting";
import { DashboardStats } from "../../features/admin-pages/components/dashboard-stats";
import { QuickLinks } from "../../features/admin-pages/components/quick-links";
import { NotificationPanel } from "../../features/notifications/components/notification-panel";
import { useGlobalState } from "../../lib/global-state";

/** /admin_dashboard: composed here because it brings together two features. */
export function AdminDashboardPage() {
  // The admin guard has already loaded the global state.
  const { data } = useGlobalState();
  if (!data) return null;
  return (
    <Stack gap="lg">
      <DashboardGreeting state={data} />
      <DashboardStats state={data} />
      <QuickLinks />
      <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
        <NotificationPanel mode="dashboard" />
      </Paper>
    </Stack>
  );
}
