import { Paper, Stack } from "@mantine/core";
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
  useScreenTitle("Dashboard");
  if (!data) return null;
  return (
    <Stack gap="lg">
      <DashboardGreeting state={data} />
      <DashboardStats state={data} unreadNotifications={unread} />
      <QuickLinks />
      <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }}>
        <NotificationPanel mode="dashboard" />
      </Paper>
    </Stack>
  );
}
