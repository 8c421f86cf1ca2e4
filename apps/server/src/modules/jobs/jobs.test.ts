import Fastify from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { onPostgres, openTestDatabase } from "../../../test/harness";
import { settle } from "../../../test/mail-inbox";
import { stored } from "../../../test/stored";
import type { Database, DbOrTx } from "../../db/client";
import { startJobRunner } from "./job-runner";
import { enqueueJob, handleJob, jobType } from "./job-types";
import { claimDueJob, deleteJob } from "./jobs.repository";

const testJob = jobType("test-job", z.object({ n: z.number().int() }));
const log = Fastify({ logger: false }).log;

type JobRow = { n: number; attempts: number; failed: boolean; last_error: string | null; due_in_s: number };

describe(`the job queue (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  let database: Database;
  const runners: { stop(): Promise<void> }[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    for (const runner of runners.splice(0)) await runner.stop();
    await stored(database.db)`delete from jobs`;
  });

  const runner = async (
    run: (payload: { n: number }) => Promise<void>,
    options: { pollMs?: number; maxAttempts?: number } = {},
    gaveUp?: (tx: DbOrTx, payload: { n: number }) => Promise<void>,
  ) => {
    const started = await startJobRunner({
      db: database.db,
      listen: database.listen,
      log,
      handlers: [handleJob(testJob, run, { gaveUp })],
      leaseMs: 60_000,
      ...options,
    });
    runners.push(started);
    return started;
  };
  const jobRows = () =>
    stored<JobRow>(database.db)`
      select (payload->>'n')::int as n, attempts, failed_at is not null as failed, last_error,
        round(extract(epoch from run_at - now()))::int as due_in_s
      from jobs order by id`;

  it("runs a job once its transaction commits, at once, and never one rolled back", async () => {
    const seen: number[] = [];
    await runner(async ({ n }) => {
      seen.push(n);
    });
    await database.db.transaction(async (tx) => {
      await enqueueJob(tx, testJob, { n: 1 });
    });
    await database.db
      .transaction(async (tx) => {
        await enqueueJob(tx, testJob, { n: 2 });
        throw new Error("rolled back");
      })
      .catch(() => {});
    // Woken by the commit, not by the 5 s poll.
    await expect.poll(() => seen, { timeout: 2_000 }).toEqual([1]);
    await settle();
    expect(seen).toEqual([1]);
    expect(await jobRows()).toEqual([]);
  });

  it("retries a failing job later, keeping why without the message, and gives it up after its attempts", async () => {
    let calls = 0;
    await runner(
      async () => {
        calls += 1;
        throw Object.assign(new Error("550 <ana.perez@example.cl>: mailbox unavailable"), {
          code: "EENVELOPE",
        });
      },
      { pollMs: 50, maxAttempts: 2 },
    );
    await enqueueJob(database.db, testJob, { n: 7 });
    await expect.poll(() => calls).toBe(1);
    await expect.poll(async () => (await jobRows())[0]?.attempts).toBe(1);
    const [retried] = await jobRows();
    expect(retried).toMatchObject({ n: 7, failed: false, last_error: "Error EENVELOPE" });
    // Due again 30 s after the failure (read a moment later).
    expect(retried?.due_in_s).toBeGreaterThanOrEqual(25);
    expect(retried?.due_in_s).toBeLessThanOrEqual(30);
    await stored(database.db)`update jobs set run_at = now()`;
    await expect.poll(() => calls).toBe(2);
    await expect.poll(async () => (await jobRows())[0]?.failed).toBe(true);
    await settle();
    expect(calls).toBe(2);
  });

  it("tells of a job given up once, in the transaction that gives it up; a telling that fails gives nothing up", async () => {
    await stored(database.db)`create table if not exists told_of_jobs (n int not null)`;
    const told = async () =>
      (await stored<{ n: number }>(database.db)`select n from told_of_jobs order by n`).map((row) => row.n);
    await runner(
      async () => {
        throw new Error("gateway down");
      },
      { pollMs: 50, maxAttempts: 1 },
      async (tx, { n }) => {
        // Written only if the job reads as given up in this same transaction.
        await stored(tx)`
          insert into told_of_jobs select ${n} from jobs
          where (payload->>'n')::int = ${n} and failed_at is not null`;
        if (n === 2) throw new Error("could not tell");
      },
    );
    await enqueueJob(database.db, testJob, { n: 1 });
    await enqueueJob(database.db, testJob, { n: 2 });
    await expect
      .poll(async () => (await jobRows()).map((row) => [row.n, row.failed]))
      .toEqual([
        [1, true],
        [2, false],
      ]);
    await expect.poll(async () => (await jobRows())[1]?.last_error).toBe("Error");
    await settle();
    // The failed telling was rolled back with the giving up: the job comes back in 30 s, to tell then.
    expect(await told()).toEqual([1]);
    const [, again] = await jobRows();
    expect(again?.due_in_s).toBeGreaterThanOrEqual(25);
  });

  it("tells nothing of a job whose claim another runner took over before it gave up", async () => {
    const told: number[] = [];
    await runner(
      async ({ n }) => {
        // Another runner claims it meanwhile (its lease ran out): this attempt's claim is lost.
        await stored(database.db)`update jobs set attempts = attempts + 1 where (payload->>'n')::int = ${n}`;
        throw new Error("gateway down");
      },
      { pollMs: 50, maxAttempts: 1 },
      async (_tx, { n }) => {
        told.push(n);
      },
    );
    await enqueueJob(database.db, testJob, { n: 3 });
    await expect.poll(async () => (await jobRows())[0]?.attempts).toBe(2);
    await settle();
    expect(told).toEqual([]);
    expect((await jobRows())[0]?.failed).toBe(false);
  });

  it("keeps one pending job per key", async () => {
    await enqueueJob(database.db, testJob, { n: 1 }, { key: "match-reminder:1" });
    await enqueueJob(database.db, testJob, { n: 2 }, { key: "match-reminder:1" });
    await enqueueJob(database.db, testJob, { n: 3 }, { key: "match-reminder:2" });
    expect((await jobRows()).map((row) => row.n)).toEqual([1, 3]);
  });

  it("gives each of many jobs to exactly one of two runners working at once", async () => {
    const runs = new Map<number, number>();
    const work = async ({ n }: { n: number }) => {
      runs.set(n, (runs.get(n) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    await database.db.transaction(async (tx) => {
      for (let n = 0; n < 40; n++) await enqueueJob(tx, testJob, { n });
    });
    await Promise.all([runner(work), runner(work)]);
    await expect.poll(() => runs.size, { timeout: 10_000 }).toBe(40);
    await settle();
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    expect(await jobRows()).toEqual([]);
  });

  it("hands a job whose runner died to another once the lease ran out; the late one cannot finish it", async () => {
    await enqueueJob(database.db, testJob, { n: 9 });
    const dead = await claimDueJob(database.db, 100);
    expect(dead).not.toBeNull();
    expect(await claimDueJob(database.db, 100)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 150));
    const second = await claimDueJob(database.db, 60_000);
    expect(second?.attempts).toBe(2);
    if (!dead || !second) return;
    await deleteJob(database.db, dead);
    expect(await jobRows()).toHaveLength(1);
    await deleteJob(database.db, second);
    expect(await jobRows()).toEqual([]);
  });
});
