import type { Notification } from "@club/contract";
import { ActionIcon, Anchor, Button, Group, Stack, Text, Tooltip } from "@mantine/core";
import { IconArchive } from "@tabler/icons-react";
import { Link } from "react-router";
import { NotificationTypeIcon } from "./notification-type-icon";

type Props = {
  notification: Notification;
  busy: boolean;
  onOpen: (notification: Notification) => void;
  onMarkRead: (id: number) => void;
  onArchive: (id: number) => void;
};

function NotificationTitle({ notification, onOpen }: Pick<Props, "notification" | "onOpen">) {
  const { notification_link: link, notification_title: title } = notification;
  const unread = notification.notification_status === "unread";
  const common = { fw: unread ? 700 : 500, size: "sm", c: "var(--mantine-color-text)" } as const;
  if (!link) return <Text {...common}>{title}</Text>;
  // Server links are usually app routes; anything else (a full URL) leaves the app.
  if (link.startsWith("/")) {
    return (
      <Anchor component={Link} to={link} onClick={() => onOpen(notification)} {...common}>
        {title}
      </Anchor>
    );
  }
  return (
    <Anchor href={link} target="_blank" rel="noreferrer" onClick={() => onOpen(notification)} {...common}>
      {title}
    </Anchor>
  );
}

export function NotificationItem({ notification, busy, onOpen, onMarkRead, onArchive }: Props) {
  const unread = notification.notification_status === "unread";
  return (
    <Group
      component="li"
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      p="sm"
      data-unread={unread || undefined}
      aria-label={notification.notification_title}
      style={{
        borderRadius: "var(--mantine-radius-md)",
        background: unread ? "var(--mantine-color-default-hover)" : undefined,
      }}
    >
      <NotificationTypeIcon type={notification.notification_type} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <NotificationTitle notification={notification} onOpen={onOpen} />
        <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {notification.notification_message}
        </Text>
        <Group gap="xs" justify="space-between" wrap="wrap" style={{ rowGap: 2 }}>
          <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
            {notification.notification_sent_at_text}
          </Text>
          <Group gap={4} wrap="nowrap" ml="auto">
            {unread && (
              <Button
                variant="subtle"
                size="compact-xs"
                disabled={busy}
                onClick={() => onMarkRead(notification.id)}
              >
                Marcar como leída
              </Button>
            )}
            <Tooltip label="Archivar" withArrow>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label="Archivar"
                disabled={busy}
                onClick={() => onArchive(notification.id)}
              >
                <IconArchive size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
      </Stack>
    </Group>
  );
}
