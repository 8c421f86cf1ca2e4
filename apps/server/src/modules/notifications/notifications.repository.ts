import { and, count, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { clubMemberships, clubs, notifications } from "../../db/schema";

type Inbox = { clubId: number; userId: number };

// Every list and change is scoped to one administrator's copy in one club; archived ones are gone.
function inboxFilter(inbox: Inbox, ...more: SQL[]): SQL | undefined {
  return and(
    eq(notifications.clubId, inbox.clubId),
    eq(notifications.userId, inbox.userId),
    isNull(notifications.archivedAt),
    ...more,
  );
}

const unread = () => eq(notifications.status, "unread");

export async function listInbox(
  db: DbOrTx,
  opts: Inbox & { unreadOnly: boolean; limit: number; offset: number },
) {
  const n = notifications;
  return db
    .select({
      id: n.id,
      type: n.type,
      title: n.title,
      message: n.message,
      link: n.link,
      status: n.status,
      sentAt: n.sentAt,
      timeZone: clubs.timeZone,
    })
    .from(n)
    .innerJoin(clubs, eq(clubs.id, n.clubId))
    .where(inboxFilter(opts, ...(opts.unreadOnly ? [unread()] : [])))
    .orderBy(desc(n.sentAt), desc(n.id))
    .limit(opts.limit)
    .offset(opts.offset);
}

export type InboxRow = Awaited<ReturnType<typeof listInbox>>[number];

export async function countInbox(db: DbOrTx, opts: Inbox & { unreadOnly: boolean }) {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(inboxFilter(opts, ...(opts.unreadOnly ? [unread()] : [])));
  return row?.total ?? 0;
}

export async function hasUnread(db: DbOrTx, inbox: Inbox): Promise<boolean> {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(inboxFilter(inbox, unread()))
    .limit(1);
  return rows.length > 0;
}

/** Marks the given ids (or all, when `ids` is absent) of this inbox as read; returns how many changed. */
export async function markRead(db: DbOrTx, inbox: Inbox & { ids?: number[] }): Promise<number> {
  const only = inbox.ids ? [inArray(notifications.id, inbox.ids)] : [];
  const rows = await db
    .update(notifications)
    .set({ status: "read" })
    .where(inboxFilter(inbox, unread(), ...only))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Archiving twice keeps the first date; another inbox's id matches nothing. */
export async function archive(db: DbOrTx, inbox: Inbox & { id: number }) {
  const [row] = await db
    .update(notifications)
    .set({ archivedAt: sql`coalesce(${notifications.archivedAt}, now())` })
    .where(
      and(
        eq(notifications.id, inbox.id),
        eq(notifications.clubId, inbox.clubId),
        eq(notifications.userId, inbox.userId),
      ),
    )
    .returning({ id: notifications.id });
  return row ?? null;
}

export async function listClubAdministratorIds(db: DbOrTx, clubId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: clubMemberships.userId })
    .from(clubMemberships)
    .where(and(eq(clubMemberships.clubId, clubId), eq(clubMemberships.role, "club_administrator")));
  return rows.map((r) => r.userId);
}

export async function insertNotifications(db: DbOrTx, rows: (typeof notifications.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db
    .insert(notifications)
    .values(rows)
    .returning({ id: notifications.id, userId: notifications.userId });
}
