import { and, eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client";
import { jobs } from "../../db/schema";

export type NewJob = {
  kind: string;
  payload: unknown;
  /** When it may run; now when absent. */
  runAt?: Date;
  /** One pending job per key: a second with the same key is not written. */
  key?: string;
};

/** Writes a job in the caller's transaction: it exists exactly when the change that owes it commits. */
export async function insertJob(db: DbOrTx, job: NewJob): Promise<void> {
  await db
    .insert(jobs)
    .values({ kind: job.kind, payload: job.payload, key: job.key, runAt: job.runAt })
    .onConflictDoNothing({ target: jobs.key });
}

export type ClaimedJob = { id: number; kind: string; payload: unknown; attempts: number };

/**
 * Claims the next due job for `leaseMs`: rows another runner holds are skipped, not waited for, and a
 * lease that ran out (its runner died) makes the job due again. `attempts` counts this claim too and
 * fences what follows: a runner whose lease was taken over can no longer finish or reschedule the job.
 */
export async function claimDueJob(db: Db, leaseMs: number): Promise<ClaimedJob | null> {
  const result = await db.execute<ClaimedJob>(sql`
    UPDATE ${jobs} SET locked_until = now() + ${`${leaseMs} milliseconds`}::interval, attempts = attempts + 1
    WHERE id IN (
      SELECT id FROM ${jobs}
      WHERE failed_at IS NULL AND run_at <= now() AND (locked_until IS NULL OR locked_until <= now())
      ORDER BY run_at, id
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, kind, payload, attempts`);
  return (result as unknown as { rows: ClaimedJob[] }).rows[0] ?? null;
}

const claimed = (job: ClaimedJob) => and(eq(jobs.id, job.id), eq(jobs.attempts, job.attempts));

/** A job done is gone: nothing it carried stays behind. */
export async function deleteJob(db: Db, job: ClaimedJob): Promise<void> {
  await db.delete(jobs).where(claimed(job));
}

/** Runs the job again at `runAt`, noting why this attempt failed. */
export async function retryJob(db: Db, job: ClaimedJob, runAt: Date, error: string): Promise<void> {
  await db.update(jobs).set({ runAt, lockedUntil: null, lastError: error }).where(claimed(job));
}

/** Gives up on a job: it stays, with why, and is never claimed again. False when the claim was lost. */
export async function failJob(db: DbOrTx, job: ClaimedJob, error: string): Promise<boolean> {
  const given = await db
    .update(jobs)
    .set({ failedAt: sql`now()`, lockedUntil: null, lastError: error })
    .where(claimed(job))
    .returning({ id: jobs.id });
  return given.length > 0;
}
