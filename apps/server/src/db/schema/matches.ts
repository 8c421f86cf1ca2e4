import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { bookings } from "./bookings";
import { clubIdColumn } from "./clubs";
import { users } from "./users";

/**
 * A booking its booker opened to other players: `open_places` (1–3) places besides the booker, for the
 * categories from `strongest_category` to `weakest_category` (both null: anyone), listed in the club's
 * open matches (`public`) or reached only by its link (`link`). One match per booking.
 */
export const matches = pgTable(
  "matches",
  {
    id: serial("id").primaryKey(),
    clubId: clubIdColumn(),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id),
    // The random part of the public identifier (the slug on the wire is this followed by the id).
    slugToken: text("slug_token").notNull(),
    openPlaces: integer("open_places").notNull(),
    visibility: text("visibility").notNull(),
    strongestCategory: text("strongest_category"),
    weakestCategory: text("weakest_category"),
    // Where the booker plays (drive or revés), when they said.
    bookerSide: text("booker_side"),
    createdBy: integer("created_by")
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("matches_booking_idx").on(t.bookingId),
    index("matches_club_idx").on(t.clubId, t.visibility),
    check("matches_open_places_check", sql`${t.openPlaces} between 1 and 3`),
    check("matches_visibility_check", sql`${t.visibility} in ('public', 'link')`),
    check("matches_booker_side_check", sql`${t.bookerSide} in ('drive', 'reves')`),
    check("matches_range_check", sql`(${t.strongestCategory} is null) = (${t.weakestCategory} is null)`),
  ],
);

/**
 * The players who joined a match (the booker is not a row: the booking names them). A player who leaves
 * keeps their row with `left_at`; one live row per player and match, and never more live rows than the
 * match's open places (the join locks the match row and counts).
 */
export const matchPlayers = pgTable(
  "match_players",
  {
    id: serial("id").primaryKey(),
    clubId: clubIdColumn(),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    side: text("side"),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp("left_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("match_players_live_idx").on(t.matchId, t.userId).where(sql`${t.leftAt} is null`),
    index("match_players_user_idx").on(t.userId),
    check("match_players_side_check", sql`${t.side} in ('drive', 'reves')`),
  ],
);

/**
 * A match's result as one of its players reported it, by sets ([6, 4] is pair 1's six games to four), with
 * the two pairs by user id. A player of the other pair confirms it (which moves the ranking, once) or
 * disputes it; one result per match.
 */
export const matchResults = pgTable(
  "match_results",
  {
    id: serial("id").primaryKey(),
    clubId: clubIdColumn(),
    matchId: integer("match_id")
      .notNull()
      .references(() => matches.id),
    sets: jsonb("sets").$type<[number, number][]>().notNull(),
    pair1: integer("pair_1").array().notNull(),
    pair2: integer("pair_2").array().notNull(),
    winner: integer("winner").notNull(),
    status: text("status").notNull().default("reported"),
    reportedBy: integer("reported_by")
      .notNull()
      .references(() => users.id),
    reportedAt: timestamp("reported_at", { withTimezone: true }).notNull(),
    answeredBy: integer("answered_by").references(() => users.id),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    // The club's administrator who settled a dispute, and when (migration 0035): the disputing player's
    // answer stays as it was.
    settledBy: integer("settled_by").references(() => users.id),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("match_results_match_idx").on(t.matchId),
    check("match_results_winner_check", sql`${t.winner} in (1, 2)`),
    check("match_results_status_check", sql`${t.status} in ('reported', 'confirmed', 'disputed')`),
    check("match_results_pairs_check", sql`cardinality(${t.pair1}) = 2 and cardinality(${t.pair2}) = 2`),
    // Who settled and when come together, and only a confirmed result was settled (migration 0036).
    check(
      "match_results_settled_check",
      sql`(${t.settledBy} is null) = (${t.settledAt} is null) and (${t.settledBy} is null or ${t.status} = 'confirmed')`,
    ),
  ],
);
