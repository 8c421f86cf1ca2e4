import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { clubs } from "./clubs";
import { users } from "./users";

export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    clubId: integer("club_id")
      .notNull()
      .references(() => clubs.id, { onDelete: "cascade" }),
    // Each administrator reads and archives their own copy.
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("notification_type").notNull(),
    title: text("notification_title").notNull(),
    message: text("notification_message").notNull(),
    link: text("notification_link"),
    status: text("notification_status").notNull().default("unread"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (t) => [
    check("notifications_status_check", sql`${t.status} in ('unread', 'read')`),
    // Pages are read newest first with id as the tie-break: a backward scan of these gives that order.
    index("notifications_inbox_idx")
      .on(t.clubId, t.userId, t.sentAt, t.id)
      .where(sql`${t.archivedAt} is null`),
    // A player's own inbox, every club at once, newest first (migration 0031).
    index("notifications_user_idx").on(t.userId, t.sentAt, t.id).where(sql`${t.archivedAt} is null`),
    index("notifications_unread_idx")
      .on(t.clubId, t.userId, t.sentAt, t.id)
      .where(sql`${t.archivedAt} is null and ${t.status} = 'unread'`),
  ],
);
