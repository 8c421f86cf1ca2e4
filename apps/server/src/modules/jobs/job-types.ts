import type { z } from "zod";
import type { DbOrTx } from "../../db/client";
import { insertJob } from "./jobs.repository";

/** A kind of job and the shape of what it carries, checked again when it runs (it may be days later). */
export type JobType<Payload> = { kind: string; payload: z.ZodType<Payload> };

export const jobType = <Payload>(kind: string, payload: z.ZodType<Payload>): JobType<Payload> => ({
  kind,
  payload,
});

/**
 * What a runner does with one kind of job. `gaveUp`, in the transaction that gives the job up after its
 * last attempt, tells somebody of work that will not be done (a refund owed to a player); `maxAttempts`
 * gives a kind more attempts than the runner's default (a gateway may be down for hours).
 */
export type JobHandler = {
  kind: string;
  run(payload: unknown): Promise<void>;
  gaveUp?(tx: DbOrTx, payload: unknown): Promise<void>;
  maxAttempts?: number;
};

export const handleJob = <Payload>(
  type: JobType<Payload>,
  run: (payload: Payload) => Promise<void>,
  options: { gaveUp?: (tx: DbOrTx, payload: Payload) => Promise<void>; maxAttempts?: number } = {},
): JobHandler => {
  const { gaveUp, maxAttempts } = options;
  return {
    kind: type.kind,
    run: (payload) => run(type.payload.parse(payload)),
    ...(gaveUp && { gaveUp: (tx: DbOrTx, payload: unknown) => gaveUp(tx, type.payload.parse(payload)) }),
    ...(maxAttempts && { maxAttempts }),
  };
};

/**
 * Owes a job in the caller's transaction: it runs after the commit, and a rollback takes it back.
 * `key` keeps one pending job per key.
 */
export async function enqueueJob<Payload>(
  db: DbOrTx,
  type: JobType<Payload>,
  payload: Payload,
  options: { runAt?: Date; key?: string } = {},
): Promise<void> {
  await insertJob(db, { kind: type.kind, payload: type.payload.parse(payload), ...options });
}
