import type { NotificationPage } from "@club/contract";
import { Alert, Button, Center, Skeleton, Stack, Text } from "@mantine/core";
import { IconBellOff } from "@tabler/icons-react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useDeferredValue } from "react";
import type { NotificationActions } from "../hooks/use-notification-actions";
import { NotificationItem } from "./notification-item";

type Props = {
  query: UseQueryResult<NotificationPage>;
  emptyText: string;
  actions: NotificationActions;
};

export function NotificationList({ query: latest, emptyText, actions }: Props) {
  // A page of notifications arriving redraws many rows: in the background, so a slow phone stays responsive.
  const query = useDeferredValue(latest);
  if (query.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Cargando notificaciones">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} height={64} radius="md" />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title="No se pudieron cargar las notificaciones">
        <Button size="compact-sm" variant="light" color="red" mt="xs" onClick={() => query.refetch()}>
          Reintentar
        </Button>
      </Alert>
    );
  }
  const items = query.data.data;
  if (items.length === 0) {
    return (
      <Center py="lg">
        <Stack align="center" gap={6}>
          <IconBellOff size={28} stroke={1.5} color="var(--mantine-color-dimmed)" />
          <Text c="dimmed" size="sm">
            {emptyText}
          </Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: "none" }}>
      {items.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          busy={actions.isBusy(notification.id)}
          onOpen={actions.open}
          onMarkRead={actions.markRead}
          onArchive={actions.archive}
        />
      ))}
    </Stack>
  );
}
