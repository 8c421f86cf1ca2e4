import type { PlayerNotification } from "@club/contract";
import { ActionIcon, Box, Stack, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { IconArchive } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import classes from "./inbox-notice.module.css";
import { NoticeKindIcon } from "./notice-kind";

type Props = {
  notice: PlayerNotification;
  busy: boolean;
  /** Tapped: marks it read (its link, if any, is then followed). */
  onOpen: (notice: PlayerNotification) => void;
  onArchive: (notice: PlayerNotification) => void;
};

/** The tappable part: the notice's link, else a button that marks it read, else (read, no link) just text. */
function OpenArea({ notice, onOpen, children }: Pick<Props, "notice" | "onOpen"> & { children: ReactNode }) {
  const link = notice.notification_link;
  const open = () => onOpen(notice);
  if (link?.startsWith("/")) {
    return (
      <UnstyledButton component={Link} to={link} onClick={open} className={classes.open}>
        {children}
      </UnstyledButton>
    );
  }
  if (link) {
    return (
      <UnstyledButton
        component="a"
        href={link}
        target="_blank"
        rel="noreferrer"
        onClick={open}
        className={classes.open}
      >
        {children}
      </UnstyledButton>
    );
  }
  if (notice.notification_status === "unread") {
    return (
      <UnstyledButton onClick={open} className={classes.open}>
        {children}
      </UnstyledButton>
    );
  }
  return <Box className={classes.open}>{children}</Box>;
}

export function InboxNotice({ notice, busy, onOpen, onArchive }: Props) {
  const unread = notice.notification_status === "unread";
  return (
    <li className={classes.card} data-unread={unread || undefined}>
      <OpenArea notice={notice} onOpen={onOpen}>
        <NoticeKindIcon type={notice.notification_type} />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={unread ? 700 : 500} size="sm" style={{ overflowWrap: "anywhere" }}>
            {notice.notification_title}
            {unread && <VisuallyHidden> (sin leer)</VisuallyHidden>}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {notice.notification_message}
          </Text>
          <Text size="xs" c="dimmed">
            {notice.club.name} · {notice.notification_sent_at_text}
          </Text>
        </Stack>
      </OpenArea>
      <ActionIcon
        className={classes.archive}
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={`Archivar «${notice.notification_title}»`}
        disabled={busy}
        onClick={() => onArchive(notice)}
      >
        <IconArchive size={18} />
      </ActionIcon>
    </li>
  );
}
