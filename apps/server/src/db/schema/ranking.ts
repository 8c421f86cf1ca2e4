import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { clubIdColumn } from "./clubs";
import { users } from "./users";

/**
 * A player's rating at a club (OpenSkill: `mu` the estimate, `sigma` how unsure), with the confirmed
 * matches they played and won there. A player without a row has the new player's rating and is not ranked.
 * `points` is the domain's `rankingPoints` of mu and sigma, kept beside them so the ranking is read in its
 * order from an index; `last_change` is what the last confirmed result moved them (the trend).
 */
export const playerRatings = pgTable(
  "player_ratings",
  {
    clubId: clubIdColumn(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    mu: doublePrecision("mu").notNull(),
    sigma: doublePrecision("sigma").notNull(),
    points: integer("points").notNull().default(1000),
    lastChange: integer("last_change").notNull().default(0),
    played: integer("played").notNull().default(0),
    won: integer("won").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clubId, t.userId] }),
    check("player_ratings_won_check", sql`${t.won} <= ${t.played}`),
    index("player_ratings_ranking_idx").on(t.clubId, t.points.desc(), t.userId),
  ],
);

/**
 * The points from which a club ranks a player in a category (`category` as users keep it: "1ra", "B"). A
 * confirmed result moves a player to the strongest category of their list whose threshold they reach; the
 * weakest category of a list needs none. A club without thresholds moves nobody.
 */
export const categoryThresholds = pgTable(
  "category_thresholds",
  {
    clubId: clubIdColumn(),
    category: text("category").notNull(),
    minPoints: integer("min_points").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clubId, t.category] }),
    check("category_thresholds_points_check", sql`${t.minPoints} >= 0`),
  ],
);
