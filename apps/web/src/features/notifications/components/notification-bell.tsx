import { bellLabel } from "@club/domain";
import { ActionIcon, Indicator, Popover } from "@mantine/core";
import { useDisclosure, useWindowEvent } from "@mantine/hooks";
import { IconBell } from "@tabler/icons-react";
import { useGlobalState } from "../../../lib/global-state";
import { useUnreadNotificationCount } from "../api/get-unread-notifications";
import { NotificationPanel } from "./notification-panel";

/** Spec §9: the dropdown hides after a 300 ms animation. */
const HIDE_DURATION_MS = 300;

export function NotificationBell() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const hasUnread = useGlobalState().data?.has_unread_notifications ?? false;
  // The panel's first page: the same query (and cache) the dropdown and the dashboard read.
  const unread = useUnreadNotificationCount({ enabled: hasUnread });
  // The Popover only hears Escape inside the dropdown (and then gives focus back to the bell);
  // after opening it with a click, focus stays on the bell, so listen on the window too.
  useWindowEvent("keydown", (event) => {
    if (opened && event.key === "Escape") close();
  });
  return (
    <Indicator color="red" size={9} offset={7} disabled={!hasUnread}>
      <Popover
        opened={opened}
        onDismiss={close}
        position="bottom-end"
        width="min(400px, calc(100vw - 16px))"
        shadow="md"
        closeOnClickOutside
        closeOnEscape
        transitionProps={{ transition: "pop-top-right", duration: HIDE_DURATION_MS }}
      >
        <Popover.Target>
          <ActionIcon variant="default" size="lg" aria-label={bellLabel(hasUnread, unread)} onClick={toggle}>
            <IconBell size={20} stroke={1.6} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="sm" aria-label="Notificaciones">
          <NotificationPanel mode="dropdown" onNavigate={close} />
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
