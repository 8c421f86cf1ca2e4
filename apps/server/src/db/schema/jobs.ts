import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Work owed after a commit (every e-mail; later, reminders and waitlist offers), written in the same
 * transaction as the change that owes it, so a restart loses none. A runner claims due rows for a lease
 * (`locked_until`) with FOR UPDATE SKIP LOCKED, so two instances never run one at once; a job done is
 * deleted; one that keeps failing stays with `failed_at`. `key`, when given, keeps one pending job per key.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    key: text("key"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("jobs_due_idx").on(t.runAt).where(sql`${t.failedAt} IS NULL`),
    uniqueIndex("jobs_key_idx").on(t.key),
  ],
);
