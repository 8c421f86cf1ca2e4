import { bellLabel } from "@club/domain";
import { ActionIcon, Indicator } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { Link, useLocation } from "react-router";
import { useUnreadNotificationCount } from "../api/get-player-notifications";
import { NOTIFICATIONS_PATH } from "../notifications-path";

/** The header's way to the inbox, with how many notices are unread (its name says it to screen readers). */
export function PlayerNotificationBell() {
  const unread = useUnreadNotificationCount().data ?? 0;
  const here = useLocation().pathname === NOTIFICATIONS_PATH;
  return (
    <Indicator
      color="red"
      size={18}
      offset={4}
      // The number is for the eye: the bell's name already says it.
      label={<span aria-hidden>{unread > 99 ? "99+" : unread}</span>}
      disabled={unread === 0}
      styles={{ indicator: { fontWeight: 700, pointerEvents: "none" } }}
    >
      <ActionIcon
        component={Link}
        to={NOTIFICATIONS_PATH}
        variant={here ? "light" : "default"}
        size="lg"
        aria-label={bellLabel(unread > 0, unread)}
        aria-current={here ? "page" : undefined}
      >
        <IconBell size={18} stroke={1.7} />
      </ActionIcon>
    </Indicator>
  );
}
