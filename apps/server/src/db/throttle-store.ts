import { lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { loginThrottles, rateLimitCounters } from "../db/schema";

export type WindowCount = { hits: number; ttlMs: number };

/**
 * Counts one hit on `key` in a fixed window of `windowMs`, in one statement: instances and concurrent
 * requests all count on the same row, and the window restarts once it has ended.
 */
export async function countHit(db: DbOrTx, key: string, windowMs: number): Promise<WindowCount> {
  const ended = sql`${rateLimitCounters.resetsAt} <= now()`;
  const rows = await db
    .insert(rateLimitCounters)
    .values({ key, hits: 1, resetsAt: sql`now() + make_interval(secs => ${windowMs / 1000})` })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimitCounters.hits} + 1 end`,
        resetsAt: sql`case when ${ended} then excluded.resets_at else ${rateLimitCounters.resetsAt} end`,
      },
    })
    .returning({
      hits: rateLimitCounters.hits,
      ttlMs: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitCounters.resetsAt} - now()) * 1000))::int`,
    });
  const row = rows[0];
  if (!row) throw new Error("rate limit counter not written");
  return row;
}

// Long enough that no window or login delay is still running in a row it deletes.
const KEEP_FINISHED = sql`now() - interval '1 hour'`;

/** Deletes counters and login throttles nobody has touched for an hour. */
export async function pruneThrottles(db: DbOrTx): Promise<void> {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetsAt, KEEP_FINISHED));
  await db.delete(loginThrottles).where(lt(loginThrottles.lastAttemptAt, KEEP_FINISHED));
}
