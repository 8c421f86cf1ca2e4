import { pageInfo, sentAtText } from "@club/domain";
import type { DbOrTx } from "../../db/client";
import { notFound } from "../../http/app-error";
import type { PlayerNoticeType } from "./notice-audience";
import {
  archive,
  type InboxRow,
  insertNotifications,
  listClubAdministratorIds,
  listInboxPage,
  markRead,
} from "./notifications.repository";

/** An administrator's inbox is their club's; a player's, without a club, spans every club. */
type Inbox = { clubId?: number; userId: number };

export type NotificationView = Omit<InboxRow, "sentAt" | "timeZone" | "status"> & {
  status: "unread" | "read";
  sentAtText: string;
};

function toView({ sentAt, timeZone, status, ...rest }: InboxRow, now: Date): NotificationView {
  return {
    ...rest,
    status: status === "read" ? "read" : "unread",
    sentAtText: sentAtText(sentAt, now, timeZone),
  };
}

/** One page of an inbox, newest first, archived ones left out, and how many of the inbox are unread. */
export async function listNotifications(
  db: DbOrTx,
  input: Inbox & { unreadOnly: boolean; page: number; limit: number },
) {
  const { page, limit } = input;
  const { rows, total, unread } = await listInboxPage(db, { ...input, offset: (page - 1) * limit });
  const now = new Date();
  return {
    notifications: rows.map((row) => toView(row, now)),
    pagination: pageInfo(page, limit, total),
    unreadCount: unread,
  };
}

export async function archiveNotification(db: DbOrTx, input: Inbox & { id: number }) {
  const archived = await archive(db, input);
  // Another club's or another person's notification is answered exactly like a missing one.
  if (!archived) throw notFound("Notificación no encontrada");
  return archived.id;
}

/** Ids outside the caller's inbox are skipped, never changed; the count says how many were. */
export function readNotifications(db: DbOrTx, input: Inbox & { ids: number[] }) {
  return markRead(db, input);
}

export function readAllNotifications(db: DbOrTx, input: Inbox) {
  return markRead(db, input);
}

export type NewNotification = { type: string; title: string; message: string; link: string | null };

/**
 * Each administrator of the club gets a copy to read and archive on their own (e.g. critical_stock);
 * `except` leaves out the one whose own action it reports. Its type is any but a player's
 * (notice-audience.ts): the admin panel shows no player notice.
 */
export async function notifyClubAdministrators(
  db: DbOrTx,
  clubId: number,
  notification: NewNotification,
  except?: number,
) {
  const adminIds = await listClubAdministratorIds(db, clubId);
  return insertNotifications(
    db,
    adminIds.filter((userId) => userId !== except).map((userId) => ({ clubId, userId, ...notification })),
  );
}

/**
 * Players of a club hear of something of theirs (a match not yet full, a place freed on a waitlist): each
 * gets their own copy, in the club where it happened, read in their own inbox. Only a player's type is
 * taken: the players' inbox lists no other.
 */
export function notifyPlayers(
  db: DbOrTx,
  clubId: number,
  userIds: number[],
  notification: NewNotification & { type: PlayerNoticeType },
) {
  return insertNotifications(
    db,
    userIds.map((userId) => ({ clubId, userId, ...notification })),
  );
}
