import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { clubIdColumn } from "./clubs";
import { matches, matchResults } from "./matches";
import { uploads } from "./uploads";
import { users } from "./users";

/**
 * One piece of a club's news, newest first: a post by an administrator (`body`, optional image), a public
 * match opened (with a copy of its category range, so the page filters by the viewer's category in one
 * read), a confirmed result, or a new member. The last three are written by triggers (migration 0028) in
 * the transaction of the event itself. A removed post keeps its row with `removed_at`.
 */
export const feedItems = pgTable(
  "feed_items",
  {
    id: serial("id").primaryKey(),
    clubId: clubIdColumn(),
    kind: text("kind").notNull(),
    // The post's author, the member who joined, the booker who opened the match.
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body"),
    imageId: integer("image_id").references(() => uploads.id, { onDelete: "set null" }),
    matchId: integer("match_id").references(() => matches.id),
    resultId: integer("result_id").references(() => matchResults.id),
    strongestCategory: text("strongest_category"),
    weakestCategory: text("weakest_category"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (t) => [
    index("feed_items_club_page_idx")
      .on(t.clubId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.removedAt} is null`),
    uniqueIndex("feed_items_result_idx").on(t.resultId),
    uniqueIndex("feed_items_match_idx").on(t.matchId).where(sql`${t.kind} = 'match'`),
    uniqueIndex("feed_items_member_idx").on(t.clubId, t.userId).where(sql`${t.kind} = 'member'`),
    check("feed_items_kind_check", sql`${t.kind} in ('post', 'match', 'result', 'member')`),
    check("feed_items_post_body_check", sql`${t.kind} <> 'post' or ${t.body} is not null`),
  ],
);

/** One like per player and item: liking twice is one row. */
export const feedLikes = pgTable(
  "feed_likes",
  {
    itemId: integer("item_id")
      .notNull()
      .references(() => feedItems.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clubId: clubIdColumn(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.userId] })],
);

/** A comment on an item; its author or a club administrator removes it (the row stays, `removed_at`). */
export const feedComments = pgTable(
  "feed_comments",
  {
    id: serial("id").primaryKey(),
    clubId: clubIdColumn(),
    itemId: integer("item_id")
      .notNull()
      .references(() => feedItems.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp("removed_at", { withTimezone: true }),
    removedBy: integer("removed_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [index("feed_comments_item_idx").on(t.itemId, t.createdAt, t.id).where(sql`${t.removedAt} is null`)],
);

/** A player's report of a comment, once per player and comment; the club's administrators read them. */
export const feedCommentReports = pgTable(
  "feed_comment_reports",
  {
    commentId: integer("comment_id")
      .notNull()
      .references(() => feedComments.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    clubId: clubIdColumn(),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index("feed_comment_reports_club_idx").on(t.clubId, t.createdAt),
  ],
);
