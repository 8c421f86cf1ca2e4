import type { FastifyBaseLogger } from "fastify";
import type { Db, ListenFn } from "../../db/client";
import type { JobHandler } from "./job-types";
import { type ClaimedJob, claimDueJob, deleteJob, failJob, retryJob } from "./jobs.repository";

export type JobRunnerOptions = {
  db: Db;
  listen: ListenFn;
  log: FastifyBaseLogger;
  handlers: readonly JobHandler[];
  /** How long a claim holds a job (AppConfig's jobLeaseMs). */
  leaseMs: number;
  /** How often the runner looks for due jobs without being woken (a retry, a job set for later). */
  pollMs?: number;
  /** Attempts before a job is given up and kept as failed. */
  maxAttempts?: number;
};

const POLL_MS = 5_000;
const MAX_ATTEMPTS = 8;

/** 30 s after the first failure, doubling up to an hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 60 * 60_000);

/** Why an attempt failed, without the message: an SMTP error quotes the address it was sending to. */
const errorName = (error: unknown) =>
  error instanceof Error ? `${error.name}${"code" in error ? ` ${String(error.code)}` : ""}` : "Error";

/** What the log says of a job: never its payload. */
const aboutJob = (job: ClaimedJob) => ({ id: job.id, kind: job.kind, attempts: job.attempts });

/**
 * Runs the jobs the database holds, one at a time, as they fall due: woken by each commit that writes one
 * (NOTIFY jobs_due) and by a poll. `stop` lets the job in hand finish.
 */
export async function startJobRunner(opts: JobRunnerOptions): Promise<{ stop(): Promise<void> }> {
  const { db, log, leaseMs, pollMs = POLL_MS, maxAttempts = MAX_ATTEMPTS } = opts;
  const handlers = new Map(opts.handlers.map((handler) => [handler.kind, handler]));
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;

  /**
   * The job is kept as failed and, in the same transaction, its handler tells whom it must (only while this
   * runner still holds the claim). If telling fails, nothing is given up: the job runs again later, and
   * gives up and tells again then, so work that will not be done is never dropped in silence.
   */
  const giveUp = async (job: ClaimedJob, handler: JobHandler | undefined, reason: string) => {
    const tell = handler?.gaveUp;
    if (!tell) {
      await failJob(db, job, reason);
      return;
    }
    await db
      .transaction(async (tx) => {
        if (await failJob(tx, job, reason)) await tell(tx, job.payload);
      })
      .catch(async (error: unknown) => {
        log.error({ err: error, job: aboutJob(job) }, "no se pudo avisar de un trabajo abandonado");
        await retryJob(db, job, new Date(Date.now() + retryDelayMs(job.attempts)), reason);
      });
  };

  const runOne = async (job: ClaimedJob) => {
    const handler = handlers.get(job.kind);
    const about = aboutJob(job);
    try {
      if (!handler) throw new Error(`no handler for ${job.kind}`);
      await handler.run(job.payload);
    } catch (error) {
      const reason = errorName(error);
      log.error({ err: error, job: about }, "trabajo fallido");
      if (job.attempts >= (handler?.maxAttempts ?? maxAttempts)) await giveUp(job, handler, reason);
      else await retryJob(db, job, new Date(Date.now() + retryDelayMs(job.attempts)), reason);
      return;
    }
    // Done: a failure to delete it now must not send it again in 30 s (its lease frees it much later).
    await deleteJob(db, job).catch((error: unknown) =>
      log.error({ err: error, job: about }, "trabajo hecho sin borrar"),
    );
  };

  const drain = async () => {
    do {
      again = false;
      // One claim at a time, and none once stopping: a runner that stops holds no job it has not started.
      while (!stopped) {
        const job = await claimDueJob(db, leaseMs);
        if (!job) break;
        await runOne(job);
      }
    } while (again && !stopped);
  };

  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => log.error({ err: error }, "no se pudieron leer los trabajos pendientes"))
      .finally(() => {
        running = null;
      });
  };

  const unlisten = await opts.listen("jobs_due", wake, (hearing) => hearing && wake());
  const poll = setInterval(wake, pollMs);
  poll.unref();
  wake();

  return {
    async stop() {
      stopped = true;
      clearInterval(poll);
      await unlisten();
      await running;
    },
  };
}
