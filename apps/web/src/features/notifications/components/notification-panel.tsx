import { unreadBadgeText } from "@club/domain";
import { Anchor, Badge, Button, Group, ScrollArea, Stack, Tabs, Title } from "@mantine/core";
import { IconChecks } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useNotifications } from "../api/get-notifications";
import { useUnreadNotifications } from "../api/get-unread-notifications";
import { useNotificationActions } from "../hooks/use-notification-actions";
import { NotificationList } from "./notification-list";
import { NotificationPagination } from "./notification-pagination";

type Tab = "unread" | "all";
type Props = {
  mode: "dropdown" | "dashboard";
  /** Called when a notification's link is followed, so a dropdown can close. */
  onNavigate?: () => void;
};

export function NotificationPanel({ mode, onNavigate }: Props) {
  const dashboard = mode === "dashboard";
  const [tab, setTab] = useState<Tab>("unread");
  const [pages, setPages] = useState<Record<Tab, number>>({ unread: 1, all: 1 });
  // The dropdown always shows the first page (spec: pagination only in dashboard mode).
  const page = dashboard ? pages[tab] : 1;
  const unread = useUnreadNotifications({ page: dashboard ? pages.unread : 1 });
  const all = useNotifications({ page: dashboard ? pages.all : 1, enabled: tab === "all" });
  const active = tab === "unread" ? unread : all;
  const totalPages = active.data?.pagination.totalPages ?? 0;
  const actions = useNotificationActions(onNavigate);
  const badge = unreadBadgeText(unread.data?.pagination.total ?? 0);

  // Marking or archiving can empty the last page: step back to the new last one.
  useEffect(() => {
    if (dashboard && totalPages >= 1 && page > totalPages) setPages((p) => ({ ...p, [tab]: totalPages }));
  }, [dashboard, page, tab, totalPages]);

  const list = (emptyText: string) => {
    const content = <NotificationList query={active} emptyText={emptyText} actions={actions} />;
    if (dashboard) return content;
    // The dropdown scrolls inside itself rather than running past a phone's screen.
    return (
      <ScrollArea.Autosize mah="min(60vh, 520px)" type="auto" offsetScrollbars="y">
        {content}
      </ScrollArea.Autosize>
    );
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Title order={dashboard ? 3 : 4}>Notificaciones</Title>
          {badge && (
            <Badge color="red" variant="light">
              {badge}
            </Badge>
          )}
        </Group>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconChecks size={16} />}
          disabled={!badge}
          loading={actions.markAllPending}
          onClick={actions.markAll}
        >
          Marcar todas como leídas
        </Button>
      </Group>
      <Tabs value={tab} onChange={(value) => value && setTab(value as Tab)} keepMounted={false}>
        <Tabs.List grow={!dashboard}>
          <Tabs.Tab value="unread">No leídas</Tabs.Tab>
          <Tabs.Tab value="all">Todas</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="unread" pt="xs">
          {list("No hay nuevas notificaciones")}
        </Tabs.Panel>
        <Tabs.Panel value="all" pt="xs">
          {list("No hay notificaciones")}
        </Tabs.Panel>
      </Tabs>
      {dashboard ? (
        <NotificationPagination
          page={page}
          totalPages={totalPages}
          onChange={(n) => setPages((p) => ({ ...p, [tab]: n }))}
        />
      ) : (
        totalPages > 1 && (
          <Anchor component={Link} to="/admin_dashboard" size="sm" ta="center" onClick={onNavigate}>
            Ver todas las notificaciones
          </Anchor>
        )
      )}
    </Stack>
  );
}
