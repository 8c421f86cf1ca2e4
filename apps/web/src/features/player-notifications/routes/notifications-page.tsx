import { Button, Group, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { IconBellOff, IconChecks } from "@tabler/icons-react";
import { NoticeCard } from "../../../components/notice-card";
import { useReplaceSearchParam } from "../../../lib/latest-search-params";
import { useScreenTitle } from "../../../lib/screen-title";
import { usePlayerNotificationPages, useUnreadNotificationCount } from "../api/get-player-notifications";
import { NoticeList } from "../components/notice-list";
import { useNoticeActions } from "../hooks/use-notice-actions";

const UNREAD_VIEW = "no-leidas";

function unreadText(unread: number | undefined) {
  if (unread === undefined) return "\u00a0";
  if (unread === 0) return "Estás al día: no hay nada sin leer.";
  return unread === 1 ? "Tienes 1 notificación sin leer." : `Tienes ${unread} notificaciones sin leer.`;
}

/** `/notificaciones`: the player's notices from every club, newest first; the filter lives in the URL. */
export function PlayerNotificationsPage() {
  useScreenTitle("Notificaciones");
  const [params, setParam] = useReplaceSearchParam();
  const unreadOnly = params.get("ver") === UNREAD_VIEW;
  const pages = usePlayerNotificationPages(unreadOnly);
  const unread = useUnreadNotificationCount().data;
  const actions = useNoticeActions();

  const empty = unreadOnly ? (
    <NoticeCard icon={<IconChecks size={28} />} title="No tienes notificaciones sin leer">
      <Button variant="light" onClick={() => setParam("ver", null)}>
        Ver todas
      </Button>
    </NoticeCard>
  ) : (
    <NoticeCard icon={<IconBellOff size={28} />} title="Aún no tienes notificaciones">
      <Text size="sm" c="dimmed" maw={420}>
        Aquí te avisaremos cuando se libere un cupo, falten jugadores en un partido o haya novedades de tus
        reservas.
      </Text>
    </NoticeCard>
  );

  return (
    <Stack gap="md" maw={640} mx="auto" w="100%">
      <Stack gap={2}>
        <Title order={1} size="h2">
          Notificaciones
        </Title>
        <Text c="dimmed" size="sm" aria-live="polite">
          {unreadText(unread)}
        </Text>
      </Stack>
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label="Mostrar"
          value={unreadOnly ? UNREAD_VIEW : "todas"}
          onChange={(value) => setParam("ver", value === UNREAD_VIEW ? value : null)}
          data={[
            { value: "todas", label: "Todas" },
            { value: UNREAD_VIEW, label: "No leídas" },
          ]}
        />
        <Button
          variant="subtle"
          leftSection={<IconChecks size={16} aria-hidden />}
          disabled={!unread}
          loading={actions.readingAll}
          onClick={actions.readAll}
        >
          Marcar todas como leídas
        </Button>
      </Group>
      <NoticeList pages={pages} actions={actions} empty={empty} />
    </Stack>
  );
}
