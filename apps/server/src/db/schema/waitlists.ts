import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { clubIdColumn } from "./clubs";
import { courts } from "./courts";
import { matches } from "./matches";
import { users } from "./users";

/**
 * Players waiting for a place in a full match, first come first served (by id). When a place frees, the
 * first without an offer gets one: `offered_until` keeps the place for them alone until then. Taking the
 * place, leaving the line or letting the offer run out removes the row. One row per player and match.
 */
export const matchWaitlist = pgTable(
  "match_waitlist",
  {
    id: serial("id").primaryKey(),
    clubId: clubIdColumn(),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    offeredUntil: timestamp("offered_until", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("match_waitlist_player_idx").on(t.matchId, t.userId),
    index("match_waitlist_user_idx").on(t.userId),
  ],
);

/** The "match not full" reminder went out: once per match, whatever the job queue repeats. */
export const matchReminders = pgTable("match_reminders", {
  matchId: integer("match_id")
    .primaryKey()
    .references(() => matches.id),
  clubId: clubIdColumn(),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Players waiting for a taken slot: a court (or any court of the club when null), a start and a duration,
 * as players book. When a booking there frees the slot, they hear of it in the order they joined, once,
 * and the row goes. One row per player and slot.
 */
export const slotWaitlist = pgTable(
  "slot_waitlist",
  {
    id: serial("id").primaryKey(),
    clubId: clubIdColumn(),
    courtId: integer("court_id").references(() => courts.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("slot_waitlist_court_idx")
      .on(t.userId, t.courtId, t.startsAt, t.durationMinutes)
      .where(sql`${t.courtId} is not null`),
    uniqueIndex("slot_waitlist_any_court_idx")
      .on(t.userId, t.clubId, t.startsAt, t.durationMinutes)
      .where(sql`${t.courtId} is null`),
    index("slot_waitlist_club_idx").on(t.clubId, t.startsAt),
  ],
);
