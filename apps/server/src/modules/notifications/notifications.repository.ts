import { and, desc, eq, inArray, isNull, notInArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { literalLimit } from "../../db/literal-limit";
import { preparedOnce } from "../../db/prepared";
import { clubMemberships, clubs, notifications } from "../../db/schema";
import { playerNoticeTypes } from "./notice-audience";

/**
 * One person's notifications: in one club (an administrator's inbox, the copies of their club, admin types
 * only) or, without a club, in every club at once (a player's inbox, player types only).
 */
type Inbox = { clubId?: number; userId: number };
/** An inbox whose ids may be a prepared statement's placeholders. */
type InboxRef = { clubId?: number | SQLWrapper; userId: number | SQLWrapper };

// An administrator who plays has both inboxes: each holds only the notices of its audience.
function ownerFilter(inbox: InboxRef): SQL[] {
  const audience =
    inbox.clubId === undefined
      ? [inArray(notifications.type, playerNoticeTypes)]
      : [eq(notifications.clubId, inbox.clubId), notInArray(notifications.type, playerNoticeTypes)];
  return [...audience, eq(notifications.userId, inbox.userId)];
}

// Every list and change is scoped to the inbox's own copies; archived ones are gone.
function inboxFilter(inbox: InboxRef, ...more: SQL[]): SQL | undefined {
  return and(...ownerFilter(inbox), isNull(notifications.archivedAt), ...more);
}

// A literal, not a parameter: a prepared statement's generic plan can then use the partial unread index.
const unread = () => sql`${notifications.status} = 'unread'`;

const p = sql.placeholder;

/** Where a page starts and how long it is; `fixed` ones are written into the statement's text. */
type PageWindow = { limit: number; offset: number; fixed: boolean };

/**
 * The pages the bell and the panel ask for all the time. A LIMIT or OFFSET parameter makes PostgreSQL
 * cost a prepared statement's generic plan as if it read a tenth of the inbox, so it plans every call
 * again; written into the text, the generic plan is kept. One statement per size for these first pages
 * (at most 3 × 50 sizes); deeper pages, rare, share one statement with parameters.
 */
const FIXED_PAGES = 3;

/** Which inbox a page statement reads: one club's (an administrator's) or every club's (a player's). */
type PageShape = { inClub: boolean; unreadOnly: boolean };

/**
 * A page of the inbox, its total and its unread count in one statement: the counts' single row
 * left-joined to the page, so a page past the end still answers them. Both walk the inbox's partial
 * index (the club's, or the person's across clubs), newest first.
 */
function inboxPageQuery(db: DbOrTx, shape: PageShape, window: PageWindow, name: string) {
  const n = notifications;
  const inbox = { ...(shape.inClub ? { clubId: p("clubId") } : {}), userId: p("userId") };
  const filter = () => inboxFilter(inbox, ...(shape.unreadOnly ? [unread()] : []));
  const total = db
    .select({
      n: sql<number>`count(*)::int`.as("n"),
      unread: sql<number>`(count(*) filter (where ${unread()}))::int`.as("unread"),
    })
    .from(n)
    .where(filter())
    .as("total");
  const page = db
    .select({
      id: n.id,
      type: n.type,
      title: n.title,
      message: n.message,
      link: n.link,
      status: n.status,
      sentAt: n.sentAt,
      clubId: n.clubId,
      clubName: clubs.name,
      timeZone: clubs.timeZone,
    })
    .from(n)
    .innerJoin(clubs, eq(clubs.id, n.clubId))
    .where(filter())
    .orderBy(desc(n.sentAt), desc(n.id))
    .limit(window.fixed ? literalLimit(window.limit) : p("limit"))
    .offset(window.fixed ? literalLimit(window.offset) : p("offset"))
    .as("page");
  return db
    .select()
    .from(total)
    .leftJoin(page, sql`true`)
    .orderBy(desc(page.sentAt), desc(page.id))
    .prepare(name);
}

/**
 * The bells poll it: each shape is built and planned once per database, one round trip per call. `unread`
 * counts the inbox's unread notifications whatever the filter; with `unreadOnly` it equals `total`.
 */
export async function listInboxPage(
  db: DbOrTx,
  opts: Inbox & { unreadOnly: boolean; limit: number; offset: number },
) {
  const shape = { inClub: opts.clubId !== undefined, unreadOnly: opts.unreadOnly };
  const window = { ...opts, fixed: opts.offset < FIXED_PAGES * opts.limit };
  const name = [
    shape.inClub ? "notifications" : "user_notifications",
    ...(shape.unreadOnly ? ["unread"] : []),
    "page",
    ...(window.fixed ? [opts.limit, opts.offset] : []),
  ].join("_");
  const query = preparedOnce(db, name, (statement) => inboxPageQuery(db, shape, window, statement));
  const rows = await query.execute({
    ...(shape.inClub ? { clubId: opts.clubId } : {}),
    userId: opts.userId,
    limit: opts.limit,
    offset: opts.offset,
  });
  const counts = rows[0]?.total;
  return {
    rows: rows.flatMap((r) => (r.page ? [r.page] : [])),
    total: counts?.n ?? 0,
    unread: counts?.unread ?? 0,
  };
}

export type InboxRow = Awaited<ReturnType<typeof listInboxPage>>["rows"][number];

/** Whether the inbox has an unread notification, as a column of a larger statement (the global state). */
export function unreadExists(db: DbOrTx, inbox: InboxRef) {
  const first = db.select({ id: notifications.id }).from(notifications).where(inboxFilter(inbox, unread()));
  // No LIMIT: EXISTS stops at the first row anyway, and a LIMIT parameter would spoil the generic plan.
  return sql<boolean>`exists (${first})`;
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
    .where(and(eq(notifications.id, inbox.id), ...ownerFilter(inbox)))
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
