import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Fixed-window counters shared by every app instance: requests per address and route, reset e-mails per
 * address. One row per key; `resets_at` ends its window.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetsAt: timestamp("resets_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_counters_resets_at_idx").on(t.resetsAt)],
);

/**
 * Sign-in attempts per account (or per unknown identifier) since its last success: past a few, each
 * attempt must wait for `next_attempt_at`, a delay that doubles up to a cap.
 */
export const loginThrottles = pgTable(
  "login_throttles",
  {
    key: text("key").primaryKey(),
    attempts: integer("attempts").notNull(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }).notNull(),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("login_throttles_last_attempt_at_idx").on(t.lastAttemptAt)],
);
